package hiera

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// writeAtomically replaces a file the way deployment tools do (a new file
// renamed over the old one).
func writeAtomically(t testing.TB, p, content string) {
	tmp := p + ".tmp"
	if err := os.WriteFile(tmp, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, p); err != nil {
		t.Fatal(err)
	}
}

// TestConcurrentSessionsWhileDataChanges runs many sessions on one engine
// while the data and hiera.yaml change: each answer is one of the
// versions written, a session sees one version of a file throughout, and
// nothing races (go test -race).
func TestConcurrentSessionsWhileDataChanges(t *testing.T) {
	env := t.TempDir()
	if err := os.MkdirAll(filepath.Join(env, "data", "other"), 0o755); err != nil {
		t.Fatal(err)
	}
	confA := "version: 5\nhierarchy:\n  - { name: common, path: common.yaml }\n"
	confB := "version: 5\nhierarchy:\n  - { name: other, path: other/common.yaml }\n  - { name: common, path: common.yaml }\n"
	writeAtomically(t, filepath.Join(env, "hiera.yaml"), confA)
	writeAtomically(t, filepath.Join(env, "data", "common.yaml"), "key: v0\nlist: [v0]\n")
	writeAtomically(t, filepath.Join(env, "data", "other", "common.yaml"), "list: [other]\n")
	e := New(Options{Environment: "production", EnvironmentDir: env})
	const versions = 40
	valid := map[string]bool{}
	for i := 0; i <= versions; i++ {
		valid[fmt.Sprintf("v%d", i)] = true
	}
	var wg sync.WaitGroup
	stop := make(chan struct{})
	errs := make(chan error, 64)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				s := e.NewSession(SessionOptions{})
				scope := NodeScope("production", values.NewHash(0))
				first, err := s.Lookup(&Query{Names: []string{"key"}, Scope: scope})
				if err != nil {
					errs <- err
					return
				}
				if !valid[first.(string)] {
					errs <- fmt.Errorf("unexpected value %v", first)
					return
				}
				again, err := s.Lookup(&Query{Names: []string{"key"}, Scope: scope})
				if err != nil {
					errs <- err
					return
				}
				if again != first {
					errs <- fmt.Errorf("one session saw %v then %v", first, again)
					return
				}
				list, err := s.Lookup(&Query{Names: []string{"list"}, Merge: "unique", Scope: scope})
				if err != nil {
					errs <- err
					return
				}
				if l := list.([]values.Value); len(l) == 0 || len(l) > 2 {
					errs <- fmt.Errorf("unexpected list %v", rubyInspect(list))
					return
				}
			}
		}()
	}
	for i := 1; i <= versions; i++ {
		writeAtomically(t, filepath.Join(env, "data", "common.yaml"), fmt.Sprintf("key: v%d\nlist: [v%d]\n", i, i))
		conf := confA
		if i%2 == 1 {
			conf = confB
		}
		writeAtomically(t, filepath.Join(env, "hiera.yaml"), conf)
	}
	close(stop)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	s := e.NewSession(SessionOptions{})
	v, err := s.Lookup(&Query{Names: []string{"key"}, Scope: NodeScope("production", nil)})
	if err != nil || v != fmt.Sprintf("v%d", versions) {
		t.Fatalf("after the last change: %v %v", v, err)
	}
}
