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

	"github.com/mattn/go-isatty"
	"github.com/punch-dev/punch/cmd/punch/compilecmd"
	"github.com/punch-dev/punch/environments/envconf"
	"github.com/punch-dev/punch/environments/settings"
	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/diag"
	"github.com/rs/zerolog"
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
	var stdin io.Reader = os.Stdin
	if isatty.IsTerminal(os.Stdin.Fd()) {
		stdin = nil
	}
	return runValidateIn(args, stdin, stdout, stderr)
}

// runValidateIn is runValidate with its standard input, nil for a
// terminal: without a file operand, puppet parser validate reads the code
// from standard input when it is not a terminal, and otherwise validates
// the environment's main manifest (the manifest setting or
// environment.conf's).
func runValidateIn(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("validate", flag.ContinueOnError)
	fl.SetOutput(stderr)
	snippet := fl.Bool("snippet", false, "show the source line and a caret under each error")
	jobs := fl.Int("j", runtime.GOMAXPROCS(0), "number of files parsed at once")
	// Puppet's settings (--environmentpath, --environment, --manifest,
	// --config FILE, ...), for the default manifest.
	st := settings.New()
	st.RegisterFlags(fl)
	fl.Usage = func() {
		fmt.Fprintln(stderr, "Usage: punch validate [--snippet] [-j N] [FILE|DIR...]")
		fmt.Fprintln(stderr, "Without a FILE: the code on standard input when it is not a terminal, else the environment's main manifest.")
		printFlags(fl)
	}
	if status, ok := compilecmd.ParseFlags(fl, args); !ok {
		return status
	}
	if err := st.Load(); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	out, err := newReportWriter(stderr, st.LogFormat)
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	operands := fl.Args()
	if len(operands) == 0 {
		if stdin != nil {
			return validateStdin(st.Environment, stdin, *snippet, out)
		}
		manifest, err := defaultManifest(st)
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "Notice: No manifest specified. Validating the default manifest %s\n", manifest)
		operands = []string{manifest}
	}
	var files []string
	status := 0
	for _, arg := range operands {
		fi, err := os.Stat(arg)
		if err != nil {
			out.write(loggedLine{text: fmt.Sprintf("Error: %v\n", err)})
			status = 1
			continue
		}
		if !fi.IsDir() {
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
			out.write(loggedLine{text: fmt.Sprintf("Error: %v\n", err)})
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
				results[i] = validateFile(st.Environment, files[i], *snippet)
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
			out.write(l)
		}
	}
	for _, r := range results {
		if r.failed {
			out.write(r.final)
			status = 1
		}
	}
	return status
}

// fileReport is what validate prints for one file: the lines logged while
// it is parsed, and its error (failed tells whether there is one).
type fileReport struct {
	logged []loggedLine
	final  loggedLine
	failed bool
}

// loggedLine is text logged for a file; once: Puppet logs it once per run;
// diag: the diagnostic it is about, nil when none.
type loggedLine struct {
	text string
	once bool
	diag *diag.Diagnostic
}

// validateHeapLimit is the heap size at which garbage is collected while
// validating.
const validateHeapLimit = 256 << 20

// validateFile returns the report for one file.
func validateFile(env, path string, snippet bool) fileReport {
	src, err := os.ReadFile(path)
	if err != nil {
		return fileReport{final: loggedLine{text: fmt.Sprintf("Error: %v\n", err)}, failed: true}
	}
	epp := strings.HasSuffix(path, ".epp")
	name := path
	if abs, err := filepath.Abs(path); err == nil && !epp {
		// puppet parser validate names a manifest by its absolute path
		// (puppet epp validate a template by the path given)
		name = abs
	}
	return reportFor(env, name, src, epp, snippet)
}

// reportFor validates src of environment env, named name in messages (""
// for code without a file).
func reportFor(env, name string, src []byte, epp, snippet bool) fileReport {
	r := parser.ValidateIn(env, name, src, epp)
	text := func(l parser.ReportLine) string {
		if snippet && l.Diag != nil {
			return l.Text + "\n" + l.Diag.Pretty(src)
		}
		return l.Text + "\n"
	}
	var rep fileReport
	for _, l := range r.Logged {
		rep.logged = append(rep.logged, loggedLine{text: text(l), once: l.Once, diag: l.Diag})
	}
	if r.Final != nil {
		rep.final, rep.failed = loggedLine{text: text(*r.Final), diag: r.Final.Diag}, true
	}
	return rep
}

// maxStdinCode bounds the code validate reads from standard input.
const maxStdinCode = 64 << 20

// validateStdin validates code read from standard input, reported as
// Puppet reports it: without a file name.
func validateStdin(env string, stdin io.Reader, snippet bool, out reportWriter) int {
	src, err := io.ReadAll(io.LimitReader(stdin, maxStdinCode+1))
	if err != nil {
		out.write(loggedLine{text: fmt.Sprintf("Error: reading standard input: %v\n", err)})
		return 1
	}
	if len(src) > maxStdinCode {
		out.write(loggedLine{text: fmt.Sprintf("Error: standard input is larger than %d MiB; give the code as a file\n", maxStdinCode>>20)})
		return 1
	}
	r := reportFor(env, "", src, false, snippet)
	for _, l := range r.logged {
		out.write(l)
	}
	if r.failed {
		out.write(r.final)
		return 1
	}
	return 0
}

// reportWriter writes validate's lines to standard error: as text, or with
// log_format json one JSON object per line (diagnosticEvent: the line as
// its message, the diagnostic's code and range as fields).
type reportWriter struct {
	w    io.Writer
	json *zerolog.Logger
}

func newReportWriter(w io.Writer, format string) (reportWriter, error) {
	if format != "json" {
		return reportWriter{w: w}, nil
	}
	log, err := newLogger(w, format, "debug")
	if err != nil {
		return reportWriter{}, err
	}
	return reportWriter{w: w, json: &log}, nil
}

func (o reportWriter) write(l loggedLine) {
	if o.json == nil {
		io.WriteString(o.w, l.text)
		return
	}
	compilecmd.DiagnosticEvent(*o.json, l.text, l.diag)
}

// defaultManifest is the main manifest of the environment the settings
// name: the first directory of environmentpath that holds it, with its
// environment.conf.
func defaultManifest(st *settings.Settings) (string, error) {
	for _, dir := range st.EnvironmentPath {
		envDir := filepath.Join(dir, st.Environment)
		if fi, err := os.Stat(envDir); err != nil || !fi.IsDir() {
			continue
		}
		conf, err := envconf.Load(envDir, st)
		if err != nil {
			return "", err
		}
		return conf.Manifest, nil
	}
	return "", fmt.Errorf("could not find a directory environment named '%s' anywhere in the path: %s", st.Environment, strings.Join(st.EnvironmentPath, ":"))
}
