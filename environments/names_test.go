package environments

import "testing"

// The files of a name are worked out once per snapshot and then shared by
// every compile's Loader; past maxCachedNames they are worked out at each
// lookup, with the same answer.
func TestClassFilesCachedPerSnapshot(t *testing.T) {
	te, ld, _ := loaderFor(t, map[string]string{
		"production/modules/app/manifests/init.pp": "class app {}\n",
		"production/modules/app/manifests/a/b.pp":  "class app::a::b {}\n",
	}, nil)
	s := ld.Snapshot()
	nf := s.classFiles("app::a::b")
	want := [][]string{
		{te.path("production/modules/app/manifests/init.pp"), te.path("production/modules/app/manifests/a/b.pp")},
		{te.path("production/modules/app/manifests/init.pp"), te.path("production/modules/app/manifests/a.pp")},
		{te.path("production/modules/app/manifests/init.pp")},
	}
	if nf.module != "app" || len(nf.batches) != len(want) {
		t.Fatalf("classFiles: module %q, batches %q", nf.module, nf.batches)
	}
	for i := range want {
		if len(nf.batches[i]) != len(want[i]) || nf.batches[i][0] != want[i][0] || nf.batches[i][len(want[i])-1] != want[i][len(want[i])-1] {
			t.Fatalf("batch %d: %q, want %q", i, nf.batches[i], want[i])
		}
	}
	if s.classFiles("app::a::b") != nf {
		t.Error("a second lookup of the snapshot worked the files out again")
	}
	if nf := s.classFiles("nomod::x"); nf.batches != nil {
		t.Errorf("a name of no module has files: %q", nf.batches)
	}
	s.names.n.Store(maxCachedNames)
	if a, b := s.classFiles("app::c"), s.classFiles("app::c"); a == b || len(a.batches) != 2 {
		t.Errorf("past the bound: %p %p %q", a, b, a.batches)
	}
	ld2 := s.NewLoader(LoaderOptions{})
	if d, err := ld2.FindClass("app::a::b"); err != nil || defName(d) != "app::a::b" {
		t.Errorf("FindClass from a second Loader: %v %v", d, err)
	}
}

// The metaparameter checks of an autoloaded class are made for every
// compile that loads it (the parameters they concern are kept per
// snapshot): each Loader logs the warning, each fails on the error.
func TestMetaparamChecksPerCompile(t *testing.T) {
	_, ld, logs := loaderFor(t, map[string]string{
		"production/modules/app/manifests/init.pp": "class app($tag = 'x', $port = 1) {}\n",
		"production/modules/app/manifests/bad.pp":  "class app::bad($require) {}\n",
	}, nil)
	for i := 0; i < 2; i++ {
		var got []string
		l := ld
		if i > 0 {
			l = ld.Snapshot().NewLoader(LoaderOptions{Log: func(level, text string) { got = append(got, level+": "+text) }})
		}
		if _, err := l.FindClass("app"); err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			got = *logs
		}
		want := "warning: tag is a metaparam; this value will inherit to all contained resources in the app definition"
		if len(got) != 1 || got[0] != want {
			t.Errorf("loader %d logged %q", i, got)
		}
		_, err := l.FindClass("app::bad")
		if err == nil || err.Error() != "require is a metaparameter; please choose another parameter name in the app::bad definition" {
			t.Errorf("loader %d: %v", i, err)
		}
	}
}
