package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"runtime/pprof"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/puppetdb"
	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/cmd/punch/compilecmd"
	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/data"
	"github.com/punch-dev/punch/environments/settings"
)

func init() {
	register(&command{
		name:    "compile",
		summary: "compile a node's catalog and print it as Puppet's catalog JSON",
		run:     runCompile,
	})
}

// multiFlag collects a repeatable flag.
type multiFlag = compilecmd.MultiFlag

// runCompile is punch compile: compilecmd.Run (the code the golden tests
// run in-process), with what only the command does: the garbage
// collector's settings and the CPU profile of a one-shot process, and
// storeconfigs.
func runCompile(args []string, stdout, stderr io.Writer) int {
	var cpuProfile string
	var sc storeconfigsFlags
	return compilecmd.Run(args, stdout, stderr, compilecmd.Hooks{
		PrintFlags: printFlags,
		Flags: func(fl *flag.FlagSet) {
			fl.StringVar(&cpuProfile, "cpuprofile", "", "write a CPU profile of the compile to this file")
			sc.register(fl)
		},
		Start: func(st *settings.Settings, stderr io.Writer) (func(), int) {
			return startCompileProcess(cpuProfile, st, stderr)
		},
		Store: func(st *settings.Settings, nodeName string, facts, trusted *values.Hash, stderr io.Writer) ([]func(*compiler.Request), func(*catalog.Catalog) int, func(), int) {
			return sc.compileStore(st, nodeName, facts, trusted, stderr)
		},
	})
}

// startCompileProcess sets up the process for one compile: the garbage
// collector, the compile's bounds and, when asked, a CPU profile (stop
// ends it).
func startCompileProcess(cpuProfile string, st *settings.Settings, stderr io.Writer) (stop func(), status int) {
	// A compile allocates a few tens of MB that mostly live until the
	// catalog is written: a one-shot process gains nothing from collecting
	// early (the GC runs only if the heap passes the limit, at most 90% of
	// max_memory). Its heap is given huge pages (hugeHeap): 64 MB covers a
	// 10,000-resource catalog.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(-1)
		debug.SetMemoryLimit(min(1<<30, st.MaxMemory/10*9))
		hugeHeap(64 << 20)
	}
	applyCompileLimits(st)
	if cpuProfile == "" {
		return nil, 0
	}
	f, err := os.Create(cpuProfile)
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return nil, 1
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return nil, 1
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, 0
}

// compileStore joins punch compile to storeconfigs, as Puppet Server with
// storeconfigs: the facts are stored, the compile collects from the store,
// the catalog is stored (after). puppetdb_query gets its PuppetDB
// (storeconfigs.go), also without storeconfigs.
func (sc *storeconfigsFlags) compileStore(st *settings.Settings, nodeName string, facts, trusted *values.Hash, stderr io.Writer) (mods []func(*compiler.Request), after func(*catalog.Catalog) int, done func(), status int) {
	var backend puppetdb.Backend
	// PuppetDB's and the store's warnings.
	log := zerolog.New(zerolog.ConsoleWriter{Out: stderr, NoColor: true}).With().Timestamp().Str("node", nodeName).Logger().Level(zerolog.WarnLevel)
	if err := sc.applySettings(st); err != nil {
		fmt.Fprintf(stderr, "Error: storeconfigs: %v\n", err)
		return nil, nil, nil, 1
	}
	if sc.enabled(st) {
		b, closeFn, err := sc.openBackend(st, log)
		if err != nil {
			fmt.Fprintf(stderr, "Error: storeconfigs: %v\n", err)
			return nil, nil, nil, 1
		}
		done = closeFn
		backend = b
		// As Puppet's facts terminus (and punch serve): the compile's
		// $trusted stored with the facts (--trusted_extensions' or
		// Puppet's default: there is no certificate).
		if trusted == nil {
			trusted = eval.DefaultTrusted(nodeName)
		}
		if err := b.StoreFacts(context.Background(), puppetdb.Facts{Certname: nodeName, Environment: st.Environment,
			// PuppetDB processes the facts before the compile asks it
			// (puppetdb_query), as behind Puppet Server.
			Values: wire.AppendValue(nil, facts), Trusted: wire.AppendValue(nil, trusted), Producer: st.Certname, Wait: 5 * time.Second}); err != nil {
			fmt.Fprintf(stderr, "Error: storeconfigs: storing the facts of %s in %s: %v\n", nodeName, b.Name(), err)
			return nil, nil, done, 1
		}
		mods = append(mods, func(r *compiler.Request) { r.StoreConfigs = b })
		after = func(cat *catalog.Catalog) int {
			if err := b.StoreCatalog(context.Background(), cat, wire.CatalogOptions{Producer: st.Certname}); err != nil {
				fmt.Fprintf(stderr, "Error: storeconfigs: storing the catalog of %s in %s: %v\n", nodeName, b.Name(), err)
				return 1
			}
			return 0
		}
	}
	if q, err := sc.queryClient(st, backend, log); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return nil, nil, done, 1
	} else if q != nil {
		mods = append(mods, func(r *compiler.Request) { r.PuppetDB = q })
	}
	return mods, after, done, 0
}

// compileNode compiles a node's catalog as punch compile does
// (compilecmd.Node), for punch diff.
func compileNode(st *settings.Settings, reg *environments.Registry, nodeName string, facts *values.Hash, code *string, con console, mods ...func(*compiler.Request)) (*catalog.Catalog, []compiler.StageTiming, int) {
	return compilecmd.Node(st, reg, nodeName, facts, code, con, mods...)
}

// readFacts reads a facts file as every command does (compilecmd.ReadFacts).
func readFacts(path string) (*values.Hash, error) { return compilecmd.ReadFacts(path) }

// decodeJSON decodes a JSON document as Ruby's JSON.parse does (the
// decoder of every JSON input, environments/data), keeping the order of
// object keys.
func decodeJSON(src []byte) (values.Value, error) {
	v, err := data.DecodeJSON(src, data.JSONOptions{})
	if err != nil {
		return nil, err
	}
	return values.FromData(v), nil
}
