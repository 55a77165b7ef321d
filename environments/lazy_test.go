package environments

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
)

// TestReadsOnlyWhatIsUsed: a snapshot reads the fixed part (environment.conf,
// the manifests, metadata.json) and then only the files its compiles ask
// for; a syntax error in a file no compile uses fails nothing.
func TestReadsOnlyWhatIsUsed(t *testing.T) {
	te := newTestEnv(t, map[string]string{
		"production/manifests/site.pp":               "include used\n",
		"production/modules/used/manifests/init.pp":  "class used { notify { 'u': message => epp('used/t.epp') } }\n",
		"production/modules/used/templates/t.epp":    "t",
		"production/modules/used/templates/x.epp":    "<% broken",
		"production/modules/used/manifests/bad.pp":   "class used::bad {",
		"production/modules/other/manifests/init.pp": "class other {",
		"production/modules/other/metadata.json":     `{"source": "s", "author": "a", "version": "1.0.0", "license": "l", "dependencies": []}`,
		"production/modules/other/templates/y.erb":   "<%= @x %>",
	}, nil)
	s := te.get(t, "production")
	before := sortedPaths(s.consultedList())
	for _, p := range before {
		if strings.Contains(p, "/manifests/init.pp") || strings.Contains(p, "/templates/") {
			t.Errorf("the load read %s", p)
		}
	}
	cat, err := compiler.Compile(context.Background(), &compiler.Request{Node: "n", Facts: values.HashFrom("fqdn", "n"),
		Environment: "production", Loader: s.NewLoader(LoaderOptions{})})
	if err != nil {
		t.Fatalf("compile: %v", err)
	}
	if !hasResource(cat, "Notify", "u") {
		t.Error("notify u missing")
	}
	for _, p := range sortedPaths(s.consultedList()) {
		if strings.Contains(p, "/modules/other/") && !strings.HasSuffix(p, "metadata.json") {
			t.Errorf("the compile read %s of a module it does not use", p)
		}
		if strings.HasSuffix(p, "bad.pp") || strings.HasSuffix(p, "x.epp") {
			t.Errorf("the compile read %s", p)
		}
	}
}

func hasResource(cat *catalog.Catalog, typ, title string) bool {
	for _, r := range cat.Resources {
		if r.Type == typ && r.Title == title {
			return true
		}
	}
	return false
}

// TestReadsOnlyWhatIsUsedDebian: with the 93 Debian modules on the
// modulepath, finding apache::vhost and the concat_file type reads apache's
// and concat's files only (and the lib/puppet/type listings of the modules
// before concat).
func TestReadsOnlyWhatIsUsedDebian(t *testing.T) {
	if _, err := os.Stat(debianModules); err != nil {
		t.Skip("no", debianModules, "(Debian's puppet-module-* packages)")
	}
	te := newTestEnv(t, map[string]string{
		"production/environment.conf":  "modulepath = modules:" + debianModules + "\n",
		"production/manifests/site.pp": "",
	}, nil)
	s := te.get(t, "production")
	fixed := s.FilesRead()
	ld := s.NewLoader(LoaderOptions{})
	if d, err := ld.FindDefine("apache::vhost"); err != nil || defName(d) != "apache::vhost" {
		t.Fatalf("apache::vhost: %v %v", d, err)
	}
	if ld.ResourceType("concat_file") == nil {
		t.Fatal("concat_file not found")
	}
	for _, c := range s.consultedList()[fixed:] {
		rel := strings.TrimPrefix(c.path, debianModules+"/")
		mod, rest, _ := strings.Cut(rel, "/")
		switch {
		case mod == "apache" && strings.HasPrefix(rest, "manifests/"):
		case rest == "lib/puppet/type" && mod <= "concat":
		case mod == "concat" && rest == "lib/puppet/type/concat_file.rb":
		case strings.HasSuffix(c.path, ".resource_types/concat_file.pp"):
		default:
			t.Errorf("read %s", c.path)
		}
	}
	if n := s.FilesRead() - fixed; n > 40 {
		t.Errorf("%d paths read for one define and one type", n)
	}
}

// TestRecheck: a compile that used files the snapshot could not vouch for
// is checked when it ends; if the files it read changed meanwhile, it is
// compiled again on a newer snapshot. A compile that used only files a
// check vouched for is not checked again.
func TestRecheck(t *testing.T) {
	te := newTestEnv(t, map[string]string{
		"production/manifests/site.pp":             "include app\n",
		"production/modules/app/manifests/init.pp": "class app { include app::b }\n",
		"production/modules/app/manifests/b.pp":    "class app::b { }\n",
	}, map[string]string{"environment_timeout": "unlimited"})
	s := te.get(t, "production")
	l := s.NewLoader(LoaderOptions{})
	if d, _ := l.FindClass("app"); defName(d) != "app" {
		t.Fatal("app not found")
	}
	// The files were just written: the snapshot cannot vouch for them
	// without a check, which finds them unchanged.
	if !l.uncertain.Load() {
		t.Fatal("a file written just now counted as certain")
	}
	if l.Recheck() != nil {
		t.Error("Recheck asked for another compile although nothing changed")
	}
	// After that check, a compile using the same files is certain.
	l2 := s.NewLoader(LoaderOptions{})
	l2.FindClass("app")
	if l2.uncertain.Load() {
		t.Error("a file vouched for by a check counted as uncertain")
	}
	// A file read by a compile changes before it ends: a newer snapshot.
	l3 := s.NewLoader(LoaderOptions{})
	l3.FindClass("app")
	l3.FindClass("app::b")
	replaceFile(t, te.path("production/modules/app/manifests/init.pp"), "class app { include app::b notify { 'v2': } }\n")
	l3.FindClass("app::nothere") // looks for a file that is absent
	next := l3.Recheck()
	if next == nil {
		t.Fatal("Recheck did not see the change")
	}
	s2 := next.Snapshot()
	if s2 == s || s2.Generation() != 2 || !s.stale() {
		t.Errorf("the new snapshot: generation %d, old one stale %v", s2.Generation(), s.stale())
	}
	if te.get(t, "production") != s2 {
		t.Error("the registry does not serve the new snapshot")
	}
}

// TestCompileAgainWhenFilesChangeUnderIt: a compile whose files change
// while it runs (here a generate() in the code rewrites a class file the
// compile already read) is compiled again on the new files.
// TestCompileAgainWhenFilesChangeUnderIt: a compile that read a class file
// which then changed under it (a deploy while it ran: here the test
// rewrites the file when the compile's code gives a notice) is compiled
// again on the newer snapshot, so its catalog is one state's.
func TestCompileAgainWhenFilesChangeUnderIt(t *testing.T) {
	te := newTestEnv(t, map[string]string{
		"production/manifests/site.pp":             "include app\n",
		"production/modules/app/manifests/b.pp":    "class app::b { notify { 'b': } }\n",
		"production/modules/app/manifests/init.pp": "class app {\n  notice('deploy now')\n  notify { 'v1': }\n  include app::b\n}\n",
		"v2.pp": "class app { notify { 'v2': } include app::b }\n",
	}, map[string]string{"environment_timeout": "unlimited"})
	initPP := te.path("production/modules/app/manifests/init.pp")
	in := te.get(t, "production").NewInstance(LoaderOptions{}, time.Time{})
	deploys := 0
	deploy := func(m compiler.Message) {
		if !strings.Contains(m.String(), "deploy now") {
			return
		}
		deploys++
		b, err := os.ReadFile(te.path("v2.pp"))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(initPP+".new", b, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(initPP+".new", initPP); err != nil {
			t.Fatal(err)
		}
	}
	cat, err := compiler.Compile(context.Background(), &compiler.Request{Node: "n", Facts: values.HashFrom("fqdn", "n"),
		Environment: "production", Loader: in.Loader, Recheck: in, Log: deploy})
	if err != nil {
		t.Fatalf("compile: %v", err)
	}
	if deploys != 1 || hasResource(cat, "Notify", "v1") || !hasResource(cat, "Notify", "v2") || !hasResource(cat, "Notify", "b") {
		t.Errorf("catalog %v after %d deploys, want the second state's (v2, b) after 1", resourceTitles(cat), deploys)
	}
}

// TestCompileOnceWhenItsCodeRanACommand: a compile whose own code changes
// its environment's files (a generate() rewriting the class being
// evaluated, appending to a log of its runs) is not compiled again: Puppet
// compiles once, so the command runs once and the catalog is the code's
// the compile started with (QA-FORGE-20: Punch ran it two or three times).
func TestCompileOnceWhenItsCodeRanACommand(t *testing.T) {
	te := newTestEnv(t, map[string]string{
		"production/manifests/site.pp":          "include app\n",
		"production/modules/app/manifests/b.pp": "class app::b { notify { 'b': } }\n",
		"v2.pp":                                 "class app { notify { 'v2': } include app::b }\n",
	}, map[string]string{"environment_timeout": "unlimited"})
	initPP := te.path("production/modules/app/manifests/init.pp")
	runs := te.path("runs.log")
	testtree.Write(t, te.root, map[string]string{"production/modules/app/manifests/init.pp": "class app {\n" +
		"  $x = generate('/bin/sh', '-c', 'echo run >> " + runs + "; cp " + te.path("v2.pp") + " " + initPP + ".new && mv " + initPP + ".new " + initPP + "')\n" +
		"  notify { 'v1': }\n  include app::b\n}\n"})
	in := te.get(t, "production").NewInstance(LoaderOptions{}, time.Time{})
	cat, err := compiler.Compile(context.Background(), &compiler.Request{Node: "n", Facts: values.HashFrom("fqdn", "n"),
		Environment: "production", Loader: in.Loader, Recheck: in})
	if err != nil {
		t.Fatalf("compile: %v", err)
	}
	if !hasResource(cat, "Notify", "v1") || hasResource(cat, "Notify", "v2") || !hasResource(cat, "Notify", "b") {
		t.Errorf("catalog %v, want the first state's (v1, b)", resourceTitles(cat))
	}
	if b, _ := os.ReadFile(runs); string(b) != "run\n" {
		t.Errorf("generate ran %d times, want once", strings.Count(string(b), "run"))
	}
	if b, _ := os.ReadFile(initPP); !strings.Contains(string(b), "v2") {
		t.Fatal("generate did not rewrite the class")
	}
}

func resourceTitles(cat *catalog.Catalog) []string {
	var titles []string
	for _, r := range cat.Resources {
		titles = append(titles, r.Type+"["+r.Title+"]")
	}
	return titles
}

func TestIsJoin(t *testing.T) {
	for _, c := range []struct {
		dir, name string
	}{{"/a/b", "m"}, {"/a/b/", "m"}, {"/", "m"}, {"", "m"}, {"a/../b", "m"}, {"/a//b", "mod"}, {".", "m"}} {
		want := filepath.Join(c.dir, c.name)
		if !isJoin(want, c.dir, c.name) {
			t.Errorf("isJoin(%q, %q, %q) = false, want true", want, c.dir, c.name)
		}
		for _, other := range []string{want + "x", "/a/b/n", c.dir + c.name, "/a/bm"} {
			if other != want && isJoin(other, c.dir, c.name) {
				t.Errorf("isJoin(%q, %q, %q) = true, want false", other, c.dir, c.name)
			}
		}
	}
}
