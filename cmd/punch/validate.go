package main

import (
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"sync"

	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/diag"
)

func init() {
	register(&command{
		name:    "validate",
		summary: "check the syntax of manifests and EPP templates (like puppet parser validate)",
		run:     runValidate,
	})
}

// runValidate parses every .pp and .epp file given (directories are walked
// recursively), several at once, and reports every error in Puppet's one
// line form on stderr; the exit status is 1 when any file fails.
func runValidate(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("validate", flag.ContinueOnError)
	fl.SetOutput(stderr)
	snippet := fl.Bool("snippet", false, "show the source line and a caret under each error")
	jobs := fl.Int("j", runtime.GOMAXPROCS(0), "number of files parsed at once")
	fl.Usage = func() {
		fmt.Fprintln(stderr, "Usage: punch validate [--snippet] [-j N] FILE|DIR...")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fl.NArg() == 0 {
		fl.Usage()
		return 2
	}
	var files []string
	status := 0
	for _, arg := range fl.Args() {
		st, err := os.Stat(arg)
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			status = 1
			continue
		}
		if !st.IsDir() {
			files = append(files, arg)
			continue
		}
		err = filepath.WalkDir(arg, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && (strings.HasSuffix(p, ".pp") || strings.HasSuffix(p, ".epp")) {
				files = append(files, p)
			}
			return nil
		})
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			status = 1
		}
	}
	sort.Strings(files)

	// Parsing allocates many short-lived objects and a validation run is
	// short: collect garbage only when the heap reaches a soft limit (the
	// whole corpus of shared/corpus allocates about 50 MB in all).
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(validateHeapLimit)
	if *jobs < 1 {
		*jobs = 1
	}
	results := make([]string, len(files))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < *jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = validateFile(files[i], *snippet)
			}
		}()
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, r := range results {
		if r != "" {
			io.WriteString(stderr, r)
			status = 1
		}
	}
	return status
}

// validateHeapLimit is the heap size at which garbage is collected while
// validating.
const validateHeapLimit = 256 << 20

// validateFile returns the report for one file ("" when it is valid).
func validateFile(path string, snippet bool) string {
	src, err := os.ReadFile(path)
	if err != nil {
		return fmt.Sprintf("Error: %v\n", err)
	}
	if strings.HasSuffix(path, ".epp") {
		_, err = parser.ParseEPP(path, src)
	} else {
		_, err = parser.Parse(path, src)
	}
	if err == nil {
		return ""
	}
	list, ok := err.(diag.List)
	if !ok {
		return fmt.Sprintf("Error: %v\n", err)
	}
	var b strings.Builder
	for _, d := range list {
		fmt.Fprintf(&b, "Error: Could not parse for environment production: %s\n", d.Error())
		if snippet {
			b.WriteString(d.Pretty(src))
		}
	}
	return b.String()
}
