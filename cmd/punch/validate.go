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
)

func init() {
	register(&command{
		name:    "validate",
		summary: "check the syntax of manifests and EPP templates (like puppet parser validate)",
		run:     runValidate,
	})
}

// runValidate parses every .pp and .epp file given (directories are walked
// recursively), several at once, and reports as Puppet does on stderr
// (`puppet parser validate` for manifests, `puppet epp validate` for
// templates): what Puppet logs while parsing (warnings; validation errors
// when a file has several) file by file, then the error of each file that
// failed. Files are taken in the order given (a directory's in sorted
// order). The exit status is 1 when any file fails.
func runValidate(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("validate", flag.ContinueOnError)
	fl.SetOutput(stderr)
	snippet := fl.Bool("snippet", false, "show the source line and a caret under each error")
	jobs := fl.Int("j", runtime.GOMAXPROCS(0), "number of files parsed at once")
	fl.Usage = func() {
		fmt.Fprintln(stderr, "Usage: punch validate [--snippet] [-j N] FILE|DIR...")
		printFlags(fl)
	}
	if status, ok := parseOperands(fl, args); !ok {
		return status
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
		var found []string
		err = filepath.WalkDir(arg, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && (strings.HasSuffix(p, ".pp") || strings.HasSuffix(p, ".epp")) {
				found = append(found, p)
			}
			return nil
		})
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			status = 1
		}
		sort.Strings(found)
		files = append(files, found...)
	}

	// Parsing allocates many short-lived objects and a validation run is
	// short: collect garbage only when the heap reaches a soft limit (the
	// whole corpus of shared/corpus allocates about 50 MB in all).
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(validateHeapLimit)
	if *jobs < 1 {
		*jobs = 1
	}
	results := make([]fileReport, len(files))
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
	warned := map[string]bool{}
	for _, r := range results {
		for _, l := range r.logged {
			if l.once {
				// Puppet's warnonce
				if warned[l.text] {
					continue
				}
				warned[l.text] = true
			}
			io.WriteString(stderr, l.text)
		}
	}
	for _, r := range results {
		if r.failed {
			io.WriteString(stderr, r.final)
			status = 1
		}
	}
	return status
}

// fileReport is what validate prints for one file: the lines logged while
// it is parsed, and its error (failed tells whether there is one).
type fileReport struct {
	logged []loggedLine
	final  string
	failed bool
}

// loggedLine is text logged for a file; once: Puppet logs it once per run.
type loggedLine struct {
	text string
	once bool
}

// validateHeapLimit is the heap size at which garbage is collected while
// validating.
const validateHeapLimit = 256 << 20

// validateFile returns the report for one file.
func validateFile(path string, snippet bool) fileReport {
	src, err := os.ReadFile(path)
	if err != nil {
		return fileReport{final: fmt.Sprintf("Error: %v\n", err), failed: true}
	}
	epp := strings.HasSuffix(path, ".epp")
	name := path
	if abs, err := filepath.Abs(path); err == nil && !epp {
		// puppet parser validate names a manifest by its absolute path
		// (puppet epp validate a template by the path given)
		name = abs
	}
	r := parser.Validate(name, src, epp)
	text := func(l parser.ReportLine) string {
		if snippet && l.Diag != nil {
			return l.Text + "\n" + l.Diag.Pretty(src)
		}
		return l.Text + "\n"
	}
	var rep fileReport
	for _, l := range r.Logged {
		rep.logged = append(rep.logged, loggedLine{text: text(l), once: l.Once})
	}
	if r.Final != nil {
		rep.final, rep.failed = text(*r.Final), true
	}
	return rep
}
