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
