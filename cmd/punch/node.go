package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/puppetdb"
	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/cmd/punch/compilecmd"
)

func init() {
	register(&command{
		name:    "node",
		summary: "deactivate or clean nodes in the storeconfigs store (like puppet node deactivate/clean)",
		run:     runNode,
	})
}

// runNode is `punch node deactivate|clean|expire NAME...`:
//   - deactivate: the node's exported resources are no longer collected
//     (its data is kept until purged; it is active again when it sends
//     facts or gets a catalog), as `puppet node deactivate` with PuppetDB;
//   - clean: everything stored about the node is deleted from the
//     embedded store (with PuppetDB: deactivated, as Puppet's node clean
//     does there);
//   - expire: PuppetDB's node_ttl and node_purge_ttl applied to the
//     embedded store now (punch serve does it periodically).
func runNode(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprintln(stderr, "Usage: punch node deactivate|clean NAME... [--storeconfigs_backend punch|puppetdb] [--vardir DIR] [--server_urls URLS]\n       punch node expire --node_ttl DURATION [--node_purge_ttl DURATION] [--vardir DIR]")
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	action := args[0]
	fl, st := compilecmd.SettingsFlags("node "+action, stderr)
	var sc storeconfigsFlags
	sc.register(fl)
	nodeTTL := fl.Duration("node_ttl", 0, "expire: deactivate nodes that sent nothing for this long (e.g. 336h)")
	purgeTTL := fl.Duration("node_purge_ttl", 0, "expire: delete nodes deactivated for this long")
	// Names and flags in any order (punch node deactivate NAME --vardir DIR).
	names, status, ok := compilecmd.ParseInterleaved(fl, args[1:])
	if !ok {
		return status
	}
	if err := st.Load(); err != nil {
		fmt.Fprintf(stderr, "Error: the configuration is not valid:\n%v\n", err)
		return 2
	}
	log := zerolog.New(zerolog.ConsoleWriter{Out: stderr, NoColor: true}).With().Timestamp().Logger()
	switch action {
	case "deactivate", "clean":
		if len(names) == 0 {
			fmt.Fprintf(stderr, "Error: punch node %s needs at least one node name\n", action)
			return 2
		}
	case "expire":
		if *nodeTTL <= 0 && *purgeTTL <= 0 {
			fmt.Fprintln(stderr, "Error: punch node expire needs --node_ttl or --node_purge_ttl")
			return 2
		}
	default:
		fmt.Fprintf(stderr, "Error: unknown action %q: punch node deactivate|clean|expire\n", action)
		return 2
	}
	backend, closeFn, err := sc.openBackend(st, log)
	if errors.Is(err, store.ErrLocked) {
		// The store file is one process's: a running punch serve holds it.
		fmt.Fprintf(stderr, "Error: %v\n"+
			"The embedded store is held by the punch serve running with --vardir %s: stop it, run punch node %s again, then start it.\n"+
			"(punch serve --node_ttl/--node_purge_ttl expires nodes while it runs; with storeconfigs_backend = puppetdb, punch node works while the servers run.)\n",
			err, st.Vardir, action)
		return 1
	}
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	defer closeFn()
	ctx := context.Background()
	if action == "expire" {
		e, ok := backend.(*puppetdb.Embedded)
		if !ok {
			fmt.Fprintln(stderr, "Error: with PuppetDB, node_ttl and node_purge_ttl are PuppetDB's own settings (its config.ini)")
			return 2
		}
		deact, purged, err := e.Store.ExpireNodes(time.Now(), *nodeTTL, *purgeTTL)
		for _, n := range deact {
			fmt.Fprintf(stdout, "Deactivated %s (nothing received for %s)\n", n, *nodeTTL)
		}
		for _, n := range purged {
			fmt.Fprintf(stdout, "Purged %s (deactivated for more than %s)\n", n, *purgeTTL)
		}
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			return 1
		}
		return 0
	}
	rc := 0
	for _, n := range names {
		if err := store.ValidateNode(n); err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			rc = 1
			continue
		}
		var err error
		switch e := backend.(type) {
		case *puppetdb.Embedded:
			var known bool
			if action == "clean" {
				known, err = e.Store.Delete(n)
			} else {
				known, err = e.Store.Deactivate(n, time.Time{})
			}
			if err == nil && !known {
				fmt.Fprintf(stdout, "Node %s is not in the store %s: nothing to %s\n", n, e.Store.Path(), action)
				continue
			}
		default:
			// PuppetDB keeps a deactivated node's data until its
			// node_purge_ttl; Puppet's node clean deactivates there too.
			err = backend.Deactivate(ctx, n)
		}
		if err != nil {
			fmt.Fprintf(stderr, "Error: %s of node %s: %v\n", action, n, err)
			rc = 1
			continue
		}
		switch {
		case backend.Name() != "punch":
			fmt.Fprintf(stdout, "Submitted 'deactivate node' for %s to PuppetDB\n", n)
		case action == "clean":
			fmt.Fprintf(stdout, "Cleaned %s: its facts, catalog, report and exported resources are deleted\n", n)
		default:
			fmt.Fprintf(stdout, "Deactivated %s: its exported resources are no longer collected\n", n)
		}
	}
	return rc
}
