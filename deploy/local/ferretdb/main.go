// Command ferretdb runs FerretDB 1.x with its SQLite backend as the local
// MongoDB-wire-protocol database. It embeds the library package because the
// stock cmd/ferretdb binary panics when built with `go install` (its
// build/version/version.txt is generated and not part of the module).
package main

import (
	"context"
	"flag"
	"log"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen-addr", "127.0.0.1:27017", "TCP address to listen on")
	dataDir := flag.String("data-dir", "", "directory that holds the SQLite databases")
	flag.Parse()

	if *dataDir == "" {
		log.Fatal("--data-dir is required")
	}
	abs, err := filepath.Abs(*dataDir)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.MkdirAll(abs, 0o755); err != nil {
		log.Fatal(err)
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Handler:   "sqlite",
		SQLiteURL: "file:" + abs + "/",
	})
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	log.Printf("ferretdb listening on %s, data in %s", *listen, abs)
	if err := f.Run(ctx); err != nil && ctx.Err() == nil {
		log.Fatal(err)
	}
}
