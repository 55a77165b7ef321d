package main

import (
	"encoding/json"
	"errors"
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
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/envconf"
	"github.com/punch-dev/punch/environments/settings"
	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/ast"
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
	renderAs := fl.String("render-as", "console", "console, or json: the errors as puppet parser validate --render-as json prints them (a JSON object of each failed file's error on standard output)")
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
	asJSON := false
	switch strings.ToLower(*renderAs) {
	case "console":
	case "json":
		asJSON = true
	default:
		// Puppet's application options error, exit 1.
		fmt.Fprintf(stderr, "Error: Could not parse application options: I don't know how to render '%s'\n", *renderAs)
		return 1
	}
	operands := fl.Args()
	if len(operands) == 0 {
		if stdin != nil {
			return validateStdin(st.Environment, stdin, *snippet, asJSON, stdout, out)
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
	var missing []string
	status := 0
	for _, arg := range operands {
		fi, err := os.Stat(arg)
		if errors.Is(err, fs.ErrNotExist) {
			missing = append(missing, arg)
			continue
		}
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
	modEnv := moduleEnvironment(st)
	results := make([]fileReport, len(files))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < *jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = validateFile(st.Environment, files[i], *snippet, modEnv)
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
	if len(missing) > 0 {
		// Puppet raises once every existing file is validated, so their
		// errors are not rendered: only what was logged while parsing.
		items := make([]string, len(missing))
		for i, m := range missing {
			items[i] = "   " + m + "\n"
		}
		out.write(loggedLine{text: "Error: One or more file(s) specified did not exist:\n" + settings.RubyInspect(stringsAny(items)) + "\n"})
		out.write(loggedLine{text: "Error: Try 'punch validate --help' for usage\n"})
		return 1
	}
	var failed []string
	var reports []fileReport
	eppFailed := false
	for i, r := range results {
		if !r.failed {
			continue
		}
		status = 1
		failed, reports = append(failed, files[i]), append(reports, r)
		eppFailed = eppFailed || strings.HasSuffix(files[i], ".epp")
		if !asJSON {
			out.write(r.final)
		}
	}
	if asJSON {
		if len(failed) > 0 {
			fmt.Fprintln(stdout, validateJSON(st.Environment, failed, reports))
		}
		return status
	}
	if eppFailed {
		// puppet epp validate's closing lines.
		out.write(loggedLine{text: "Error: Errors while validating epp\n"})
		out.write(loggedLine{text: "Error: Try 'punch validate --help' for usage\n"})
	}
	return status
}

// stringsAny is a list of strings as printed values (settings.RubyInspect).
func stringsAny(list []string) []any {
	out := make([]any, len(list))
	for i, s := range list {
		out[i] = s
	}
	return out
}

// validateError is one file's error as puppet parser validate
// --render-as json prints it (Puppet::Error#to_h without arguments,
// environment and node), in Puppet's key order.
type validateError struct {
	IssueCode   *string `json:"issue_code"`
	Message     string  `json:"message"`
	FullMessage string  `json:"full_message"`
	File        *string `json:"file"`
	Line        *int    `json:"line"`
	Pos         *int    `json:"pos"`
}

// validateJSON is the JSON object of each failed file (named as given) to
// its error, as Puppet's JSON.pretty_generate writes it.
func validateJSON(env string, files []string, reports []fileReport) string {
	var b strings.Builder
	b.WriteString("{\n")
	for i, f := range files {
		e := reports[i].jsonError(env)
		key, _ := json.Marshal(f)
		val, _ := json.MarshalIndent(e, "  ", "  ")
		fmt.Fprintf(&b, "  %s: %s", key, val)
		if i < len(files)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("}")
	return b.String()
}

// jsonError is the report's failure as Puppet's error hash: the
// diagnostic's code, message and place, or, for a failure without one
// (Puppet's "Language validation logged N errors. Giving up"), the
// message with the file alone.
func (r fileReport) jsonError(env string) validateError {
	text := strings.TrimSuffix(strings.TrimPrefix(r.final.text, "Error: "), "\n")
	d := r.final.diag
	if d == nil {
		e := validateError{Message: text, FullMessage: text}
		if r.file != "" {
			e.File = &r.file
			e.FullMessage = "Could not parse for environment " + env + ": " + text + " (file: " + r.file + ")"
		}
		return e
	}
	e := validateError{Message: d.Message, FullMessage: text}
	if d.Code != "" {
		e.IssueCode = &d.Code
	}
	if d.Span.File != "" {
		e.File = &d.Span.File
	}
	if d.Span.Start.Line > 0 {
		e.Line = &d.Span.Start.Line
		if d.Span.Start.Col > 0 {
			e.Pos = &d.Span.Start.Col
		}
	}
	return e
}

// moduleEnv is what puppet parser validate checks module files against:
// the environment's main manifest and module path (Checker4_0's
// namespace_for_file). ok is false when the environment is not found.
type moduleEnv struct {
	manifest   string
	modulePath []string
	ok         bool
}

// moduleEnvironment is the environment the settings name, as
// defaultManifest finds it.
func moduleEnvironment(st *settings.Settings) moduleEnv {
	envDir, ok := settings.EnvironmentDir(st.EnvironmentPath, st.Environment)
	if !ok {
		return moduleEnv{}
	}
	conf, err := envconf.Load(envDir, st)
	if err != nil {
		return moduleEnv{}
	}
	return moduleEnv{manifest: conf.Manifest, modulePath: conf.ModulePath, ok: true}
}

// fileReport is what validate prints for one file: the lines logged while
// it is parsed, and its error (failed tells whether there is one).
type fileReport struct {
	logged []loggedLine
	final  loggedLine
	failed bool
	// file is the file's absolute path, "" for standard input.
	file string
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

// validateFile returns the report for one file; a manifest in a module of
// me's module path also gets Puppet's module-file checks.
func validateFile(env, path string, snippet bool, me moduleEnv) fileReport {
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
	rep := reportFor(env, name, src, epp, snippet)
	rep.file = name
	if !rep.failed {
		// Puppet's lexer makes a Ruby Regexp of each literal as it reads
		// the file: a pattern Ruby refuses fails the file
		var prog *ast.Program
		var err error
		if epp {
			prog, err = parser.ParseEPP(name, src)
		} else {
			prog, err = parser.Parse(name, src)
		}
		if e := values.CheckRegexpLiterals(prog); err == nil && e != nil {
			d, _ := diag.From(e)
			rep.final = loggedLine{text: "Error: Could not parse for environment " + env + ": " + e.Error() + "\n", diag: &d}
			rep.failed = true
			return rep
		}
	}
	if rep.failed || epp || !me.ok {
		return rep
	}
	// (parsed again: only a module file's definitions are checked, and
	// the report does not keep the tree)
	prog, err := parser.Parse(name, src)
	if err != nil {
		return rep
	}
	e, logged := environments.CheckModuleFile(prog, name, me.manifest, me.modulePath)
	if e == nil {
		return rep
	}
	d, _ := diag.From(e)
	if len(logged) == 0 {
		rep.final = loggedLine{text: "Error: Could not parse for environment " + env + ": " + e.Error() + "\n", diag: &d}
		rep.failed = true
		return rep
	}
	// Several problems: each logged, then Puppet gives up (the last
	// line), as for several errors of the parser's own validation.
	for _, l := range logged[:len(logged)-1] {
		rep.logged = append(rep.logged, loggedLine{text: "Error: " + l + "\n"})
	}
	rep.final = loggedLine{text: "Error: " + logged[len(logged)-1] + "\n"}
	rep.failed = true
	return rep
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
func validateStdin(env string, stdin io.Reader, snippet, asJSON bool, stdout io.Writer, out reportWriter) int {
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
	if !r.failed {
		return 0
	}
	if asJSON {
		fmt.Fprintln(stdout, validateJSON(env, []string{"STDIN"}, []fileReport{r}))
	} else {
		out.write(r.final)
	}
	return 1
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
	if envDir, ok := settings.EnvironmentDir(st.EnvironmentPath, st.Environment); ok {
		conf, err := envconf.Load(envDir, st)
		if err != nil {
			return "", err
		}
		return conf.Manifest, nil
	}
	return "", fmt.Errorf("could not find a directory environment named '%s' anywhere in the path: %s", st.Environment, strings.Join(st.EnvironmentPath, ":"))
}
