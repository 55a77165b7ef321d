package main

import (
	"bytes"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/environments/settings"
)

// TestOpsCLIMatchesPuppet runs each command of testdata/opscli/cmds.txt,
// what an operator moving a Puppet Server site types (puppet config print,
// puppet lookup, puppet parser validate, puppet epp validate, with the
// site's own puppet.conf, global eyaml layer, environment and module data
// and fact cache; puppetserver ca's offline actions), in order, through the
// matching punch command, and compares stdout, exit status and the
// Error/Warning lines with Puppet 7.23's (and puppetserver ca 7.9.5's),
// recorded by testdata/opscli/record.sh from the same site.
//
// A difference that is known (opscliKnown: a finding handed to its owner,
// or a documented choice) must still show as listed, so the test fails when
// it is fixed or changes: then update the list.
func TestOpsCLIMatchesPuppet(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("testdata", "opscli"))
	if err != nil {
		t.Fatal(err)
	}
	root := opscliSite(t, dir)
	seen := map[string]bool{}
	n := 0
	for _, line := range testtree.Lines(t, filepath.Join(dir, "cmds.txt")) {
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		id, cmd, ok := strings.Cut(line, "|")
		if !ok {
			t.Fatalf("cmds.txt: no | in %q", line)
		}
		id = strings.TrimSpace(id)
		words := strings.Fields(strings.ReplaceAll(cmd, "@ROOT@", root))
		n++
		t.Run(id, func(t *testing.T) {
			t.Chdir(root)
			args, isConfig := opscliPunchArgs(t, words)
			isCA := words[0] == "puppetserver"
			var before map[string]string
			if isCA {
				before = opscliSnapshot(t, root)
			}
			var stdout, stderr bytes.Buffer
			status := run(args, &stdout, &stderr)
			got := opscliResult{
				out:    strings.ReplaceAll(stdout.String(), root, "ROOT"),
				err:    warnings(strings.ReplaceAll(stderr.String(), root, "ROOT")),
				status: status,
			}
			if isConfig {
				got.out = withoutPunchSettings(withoutSources(got.out))
			}
			if isCA {
				got.err += caErrors(strings.ReplaceAll(stderr.String(), root, "ROOT"))
				got.files = opscliWritten(before, opscliSnapshot(t, root))
			}
			want := opscliRecorded(t, dir, id, isCA)
			for _, d := range opscliCompare(want, got, isConfig) {
				opscliCheckKnown(t, id, d, seen)
			}
		})
	}
	if n == 0 {
		t.Fatal("cmds.txt has no command")
	}
	for key := range opscliKnown {
		if id, _, _ := strings.Cut(key, " "); !seen[key] && !t.Failed() && (id == "*" || opscliListed(dir, id)) {
			t.Errorf("known difference %q no longer shows: Punch now does as Puppet (or differently); update opscliKnown", key)
		}
	}
}

// opscliSite copies testdata/opscli/site to a scratch directory with
// @ROOT@ (in puppet.conf and hiera.yaml) written as that directory, as
// record.sh does for Puppet.
func opscliSite(t *testing.T, dir string) string {
	t.Helper()
	root := t.TempDir()
	testtree.Copy(t, filepath.Join(dir, "site"), root)
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil || !bytes.Contains(b, []byte("@ROOT@")) {
			return err
		}
		return os.WriteFile(p, bytes.ReplaceAll(b, []byte("@ROOT@"), []byte(root)), 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// opscliPunchArgs gives the punch command line for a recorded one: puppet
// config print, puppet lookup, puppet parser validate and puppet epp
// validate (both punch validate), puppetserver ca ACTION.
func opscliPunchArgs(t *testing.T, words []string) (args []string, isConfig bool) {
	t.Helper()
	switch {
	case len(words) >= 3 && words[0] == "puppet" && words[1] == "config" && words[2] == "print":
		return words[1:], true
	case len(words) >= 2 && words[0] == "puppet" && words[1] == "lookup":
		return words[1:], false
	case len(words) >= 3 && words[0] == "puppet" && (words[1] == "parser" || words[1] == "epp") && words[2] == "validate":
		return append([]string{"validate"}, words[3:]...), false
	case len(words) >= 2 && words[0] == "puppetserver" && words[1] == "ca":
		return words[1:], false
	}
	t.Fatalf("cmds.txt: no punch command for %s", strings.Join(words, " "))
	return nil, false
}

// withoutSources drops the "  # source" comment punch config print adds
// to each line when it prints several settings (documented in
// docs/configuration.md; Puppet prints none).
func withoutSources(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if j := strings.LastIndex(l, "  # "); j >= 0 {
			lines[i] = l[:j]
		}
	}
	return strings.Join(lines, "\n")
}

// withoutPunchSettings drops the lines of Punch's own settings (bind,
// max_compiles, log_format...) that punch config print all prints after
// Puppet's (documented in docs/configuration.md; Puppet has none).
func withoutPunchSettings(s string) string {
	lines := strings.SplitAfter(s, "\n")
	out := lines[:0]
	for _, l := range lines {
		if name, _, ok := strings.Cut(l, " = "); ok && !settings.IsPuppetSetting(name) && settings.IsSetting(name) {
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "")
}

// opscliLineDiff is lineDiff, with both texts quoted when they differ only
// by a final newline (Puppet prints an empty line for an unknown setting).
func opscliLineDiff(want, got string) string {
	if d := lineDiff(want, got); d != "(same lines)" {
		return d
	}
	return "Puppet " + strconv.Quote(want) + ", Punch " + strconv.Quote(got)
}

func sortedLines(s string) string {
	lines := strings.Split(s, "\n")
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

type opscliResult struct {
	out, err string
	status   int
	// files: for a puppetserver ca command, the files it wrote (see
	// opscliWritten).
	files string
}

func opscliRecorded(t *testing.T, dir, id string, isCA bool) opscliResult {
	t.Helper()
	read := func(ext string) string {
		b, err := os.ReadFile(filepath.Join(dir, "runs", id+ext))
		if err != nil {
			t.Fatalf("%v (record with testdata/opscli/record.sh)", err)
		}
		return string(b)
	}
	status, err := strconv.Atoi(strings.TrimSpace(read(".status")))
	if err != nil {
		t.Fatal(err)
	}
	r := opscliResult{out: read(".out"), err: warnings(withoutPuppetLocations(read(".err"))), status: status}
	if isCA {
		r.err += caErrors(read(".err"))
		r.files = opscliWrittenRecorded(read(".files"))
	}
	return r
}

// withoutPuppetLocations drops the line after a deprecation warning that
// names the place in Puppet's own Ruby code that issued it ("(location:
// /usr/lib/ruby/vendor_ruby/puppet/defaults.rb:1981:in ...)"): Punch has no
// such place to name.
func withoutPuppetLocations(s string) string {
	lines := strings.SplitAfter(s, "\n")
	out := lines[:0]
	for _, l := range lines {
		if !strings.HasPrefix(l, "   (location: /usr/lib/ruby/vendor_ruby/puppet/") {
			out = append(out, l)
		}
	}
	return strings.Join(out, "")
}

// caErrors is puppetserver ca's error block ("Error:", then a line per
// error, up to an empty line before the usage).
func caErrors(s string) string {
	var out []string
	in := false
	for _, l := range strings.Split(s, "\n") {
		switch {
		case l == "Error:":
			in = true
		case l == "":
			in = false
		}
		if in {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// opscliSnapshot is every file under root with a hash of its content.
func opscliSnapshot(t *testing.T, root string) map[string]string {
	t.Helper()
	m := map[string]string{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		m[filepath.ToSlash(rel)] = string(b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// opscliWritten lists the files a command wrote, as record.sh's .files
// does ("+ PATH" new, "~ PATH" changed, "- PATH" removed, sorted by path)
// without the modes: the Debian wrapper of puppetserver runs it with umask
// 027 (every file 640), Punch's CA writes Puppet Server's modes. Punch's
// lock file (cadir/ca.lock) is left out: Puppet Server has none.
func opscliWritten(before, after map[string]string) string {
	var lines []string
	for p, b := range after {
		switch a, ok := before[p]; {
		case path.Base(p) == "ca.lock":
		case !ok:
			lines = append(lines, "+ "+p)
		case a != b:
			lines = append(lines, "~ "+p)
		}
	}
	for p := range before {
		if _, ok := after[p]; !ok {
			lines = append(lines, "- "+p)
		}
	}
	return opscliSortWritten(lines)
}

// opscliWrittenRecorded is record.sh's .files listing as opscliWritten
// gives it.
func opscliWrittenRecorded(s string) string {
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(s), "\n") {
		if f := strings.Fields(l); len(f) >= 2 {
			lines = append(lines, f[0]+" "+f[1])
		}
	}
	return opscliSortWritten(lines)
}

func opscliSortWritten(lines []string) string {
	sort.Slice(lines, func(i, j int) bool { return lines[i][2:] < lines[j][2:] })
	return strings.Join(lines, "\n")
}

// opscliCompare lists the differences of got from Puppet's want, each as
// "ASPECT: detail" (stdout, status, stderr; order when config print's lines
// are Puppet's in another order, so that a wrong value still shows).
func opscliCompare(want, got opscliResult, isConfig bool) []string {
	var ds []string
	switch {
	case want.out == got.out:
	case isConfig && sortedLines(want.out) == sortedLines(got.out):
		ds = append(ds, "order: Puppet prints\n"+want.out+"Punch prints\n"+got.out)
	default:
		ds = append(ds, "stdout: "+opscliLineDiff(want.out, got.out))
	}
	if want.status != got.status {
		ds = append(ds, "status: Puppet "+strconv.Itoa(want.status)+", Punch "+strconv.Itoa(got.status))
	}
	if want.err != got.err {
		ds = append(ds, "stderr: "+opscliLineDiff(want.err, got.err))
	}
	if want.files != got.files {
		ds = append(ds, "files: "+opscliLineDiff(want.files, got.files))
	}
	return ds
}

// opscliCheckKnown fails t with the difference d of command id unless
// opscliKnown lists it ("ID ASPECT", with a text d must contain).
func opscliCheckKnown(t *testing.T, id, d string, seen map[string]bool) {
	t.Helper()
	aspect, _, _ := strings.Cut(d, ":")
	key := id + " " + aspect
	k, ok := opscliKnown[key]
	if !ok {
		key = "* " + aspect // a difference every command of its kind shows
		k, ok = opscliKnown[key]
	}
	if !ok {
		t.Errorf("%s differs from Puppet's, %s", id, d)
		return
	}
	if !strings.Contains(d, k.shows) {
		t.Errorf("known difference %q changed: it no longer shows %q:\n%s", key, k.shows, d)
		return
	}
	seen[key] = true
}

// opscliListed reports whether cmds.txt still has the command id (a
// known difference of a command that was dropped is stale too, but the
// message above is clearer when the command is there).
func opscliListed(dir, id string) bool {
	b, err := os.ReadFile(filepath.Join(dir, "cmds.txt"))
	if err != nil {
		return false
	}
	for _, l := range strings.Split(string(b), "\n") {
		if f, _, ok := strings.Cut(l, "|"); ok && strings.TrimSpace(f) == id {
			return true
		}
	}
	return false
}

// opscliKnownDifference is one known difference: a text its description
// must contain (so a change of Punch's answer shows) and why it is there.
type opscliKnownDifference struct {
	shows string
	why   string
}

// opscliKnown are the differences from Puppet's answers that are known,
// keyed "ID ASPECT" (stdout, status, stderr). Findings are in
// /work/notes/QA-CONF-1-to-FIX-14.md under the name given here.
var opscliKnown = map[string]opscliKnownDifference{
	// --tasks is a flag now (every Puppet setting is), but Punch's
	// validate does not switch to Puppet's tasks mode, so a plan is a
	// syntax error.
	"pv_plan_tasks status": {"Puppet 0, Punch 1", "--tasks: no tasks mode in punch validate"},
	"pv_plan_tasks stderr": {"Syntax error at 'targets'", "--tasks: no tasks mode in punch validate"},
	// Choice: Punch warns that it does not act on a setting that is set
	// (templatedir, which Puppet 7 no longer knows; data_binding_terminus:
	// Punch always binds from Hiera).
	"cp_legacy_conf stderr":           {`Punch:  "Warning: ROOT/conf/legacy.conf:8: unknown setting templatedir is ignored"`, "choice: Punch's warning for a setting it does not act on"},
	"cp_deprecated stderr":            {`Punch:  "Warning: ROOT/conf/deprecated.conf:5: Puppet setting data_binding_terminus is set but Punch does not implement it`, "choice: Punch's warning for a setting it does not act on"},
	"cp_deprecated_strict_off stderr": {`Punch:  "Warning: ROOT/conf/deprecated.conf:5: Puppet setting data_binding_terminus is set but Punch does not implement it`, "choice: Punch's warning for a setting it does not act on"},
	"cp_deprecated_silenced stderr":   {`Punch:  "Warning: ROOT/conf/deprecated.conf:5: Puppet setting data_binding_terminus is set but Punch does not implement it`, "choice: Punch's warning for a setting it does not act on"},
	// Choice: the usage hint after a missing file and after epp
	// validate's "Errors while validating epp" names punch's command.
	"pv_missing stderr":            {`Punch:  "Error: Try 'punch validate --help' for usage"`, "choice: punch's usage hint"},
	"pv_missing_and_broken stderr": {`Punch:  "Error: Try 'punch validate --help' for usage"`, "choice: punch's usage hint"},
	"ev_broken stderr":             {`Punch:  "Error: Try 'punch validate --help' for usage"`, "choice: punch's usage hint"},
	"ev_both stderr":               {`Punch:  "Error: Try 'punch validate --help' for usage"`, "choice: punch's usage hint"},
	// Choices, not findings, in the files the CA commands write: Punch's
	// setup makes one self-signed CA (Puppet Server 7's a root, whose key
	// is root_key.pem, and an intermediate; both layouts are read);
	// Punch's inventory.txt lists every certificate it signs, also
	// generate --ca-client's (puppetserver ca's offline signing leaves it
	// out); a change of the CA's CRL also refreshes the server's own copy
	// (ssldir/crl.pem), which punch serve checks client certificates
	// against.
	"ca_setup files":              {`Puppet: "+ ca-new/root_key.pem"`, "choice: one self-signed CA"},
	"ca_setup_again stderr":       {`Puppet: "Existing file at 'ROOT/ca-new/root_key.pem'"`, "choice: one self-signed CA"},
	"ca_generate_ca_client files": {`Punch:  "~ ca/inventory.txt"`, "choice: the inventory lists every certificate signed"},
	"ca_prune_duplicates files":   {`Punch:  "~ dup-ssl/crl.pem"`, "choice: the server's CRL copy follows the CA's"},
	// Choices, not findings: punch ca list works on the CA directory
	// without a server (puppetserver ca list needs a running Puppet
	// Server); punch validate checks a .epp file as EPP
	// (puppet parser validate parses it as Puppet code and fails) and every
	// file of a directory (puppet parser validate reads a directory as a
	// manifest directory and stops at its first error; puppet epp validate
	// fails on it).
	"ca_list_offline stdout": {`Punch:  "Signed Certificates:"`, "choice: punch ca works offline"},
	"ca_list_offline status": {"Puppet 1, Punch 0", "choice: punch ca works offline"},
	"pv_epp_file status":     {"Puppet 1, Punch 0", "choice: .epp is EPP"},
	"pv_epp_file stderr":     {"Syntax error at '<'", "choice: .epp is EPP"},
	"pv_directory stderr":    {"Unrecognized escape sequence", "choice: every file of a directory"},
	"ev_directory stderr":    {"Is a directory @ io_fread", "choice: every file of a directory"},
}

// TestOpsCLIPuppetSettings asks punch config print, one by one, for every
// setting Puppet 7.23's `puppet config print all --section server` printed
// for the site (testdata/opscli/runs/cp_all.out): each must have Puppet's
// value, whether Punch models the setting or prints Puppet's default.
func TestOpsCLIPuppetSettings(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("testdata", "opscli"))
	if err != nil {
		t.Fatal(err)
	}
	root := opscliSite(t, dir)
	for _, line := range testtree.Lines(t, filepath.Join(dir, "runs", "cp_all.out")) {
		name, want, ok := strings.Cut(line, " = ")
		if !ok {
			name, ok = strings.CutSuffix(line, " =")
		}
		if !ok {
			t.Fatalf("cp_all.out: not a setting line: %q", line)
		}
		var stdout, stderr bytes.Buffer
		if status := run([]string{"config", "print", "--confdir", root + "/conf", "--section", "server", name}, &stdout, &stderr); status != 0 {
			t.Errorf("%s: exit status %d: %s", name, status, stderr.String())
			continue
		}
		if got := strings.ReplaceAll(strings.TrimSuffix(stdout.String(), "\n"), root, "ROOT"); got != want {
			t.Errorf("%s: Puppet %q, Punch %q", name, want, got)
		}
	}
}
