package environments

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/util/syncbuf"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
)

// genFiles is generation g of an environment whose every file carries g:
// the initial manifest, a module's init.pp and another class file (both
// autoloaded), a function, a type alias and an EPP template. The order is
// the order the in-place writer writes them: deepest first.
func genFiles(g int) [][2]string {
	return [][2]string{
		{"modules/app/templates/t.epp", fmt.Sprintf("tpl-%d", g)},
		{"modules/app/types/gen.pp", fmt.Sprintf("type App::Gen = Integer[%d, %d]\n", g, g)},
		{"modules/app/functions/f.pp", fmt.Sprintf("function app::f() { 'f-%d' }\n", g)},
		{"modules/app/manifests/b.pp", fmt.Sprintf("class app::b { notify { 'b-%d': message => epp('app/t.epp') } }\n", g)},
		{"modules/app/manifests/init.pp", fmt.Sprintf(`class app {
  include app::b
  notify { 'init-%[1]d': message => app::f() }
  notify { 'type': message => "${%[1]d =~ App::Gen}/${%[2]d =~ App::Gen}" }
}
`, g, g+1)},
		{"manifests/site.pp", fmt.Sprintf("notify { 'site-%d': }\ninclude app\n", g)},
	}
}

// catalogGens reads the generation each file of genFiles contributed to a
// catalog, in genFiles order (tpl, type, func, b, init, site); the type's
// is init's or init's + 1, as far as the catalog can tell.
func catalogGens(t *testing.T, cat *catalog.Catalog) ([6]int, error) {
	var out [6]int
	byTitle := map[string]*catalog.Resource{}
	var site, b, init int = -1, -1, -1
	num := regexp.MustCompile(`^(site|b|init)-(\d+)$`)
	for _, r := range cat.Resources {
		if r.Type != "Notify" {
			continue
		}
		byTitle[r.Title] = r
		if m := num.FindStringSubmatch(r.Title); m != nil {
			n, _ := strconv.Atoi(m[2])
			switch m[1] {
			case "site":
				site = n
			case "b":
				b = n
			case "init":
				init = n
			}
		}
	}
	if site < 0 || b < 0 || init < 0 {
		return out, fmt.Errorf("catalog lacks a notify: site %d b %d init %d", site, b, init)
	}
	msg := func(title string) string {
		r := byTitle[title]
		if r == nil {
			return ""
		}
		for _, p := range r.Params {
			if p.Name == "message" {
				return values.ToString(p.Value)
			}
		}
		return ""
	}
	tpl, err1 := strconv.Atoi(strings.TrimPrefix(msg(fmt.Sprintf("b-%d", b)), "tpl-"))
	fn, err2 := strconv.Atoi(strings.TrimPrefix(msg(fmt.Sprintf("init-%d", init)), "f-"))
	if err1 != nil || err2 != nil {
		return out, fmt.Errorf("bad messages %v %v", err1, err2)
	}
	typ := -1
	switch msg("type") {
	case "true/false":
		typ = init
	case "false/true":
		typ = init + 1
	}
	return [6]int{tpl, typ, fn, b, init, site}, nil
}

// compileOnce compiles a node in the registry's production environment.
func compileOnce(reg *Registry, node string) (*catalog.Catalog, uint64, error) {
	s, err := reg.Get("production")
	if err != nil {
		return nil, 0, err
	}
	in := s.NewInstance(LoaderOptions{}, time.Time{})
	cat, err := compiler.Compile(context.Background(), &compiler.Request{
		Node:        node,
		Facts:       values.HashFrom("fqdn", node),
		Environment: "production",
		Loader:      in.Loader,
		Recheck:     in,
	})
	return cat, s.Generation(), err
}

// runConcurrently compiles with workers goroutines until stop is closed,
// checking each catalog with check; it returns the number of compiles and
// the generations seen.
func runConcurrently(t *testing.T, reg *Registry, workers int, stop <-chan struct{}, check func([6]int) error) (int64, map[uint64]bool) {
	var n atomic.Int64
	var mu sync.Mutex
	gens := map[uint64]bool{}
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				cat, gen, err := compileOnce(reg, fmt.Sprintf("node%d-%d.example.com", w, i))
				if err != nil {
					t.Errorf("compile failed: %v", err)
					return
				}
				g, err := catalogGens(t, cat)
				if err == nil {
					err = check(g)
				}
				if err != nil {
					t.Errorf("generation %d: %v", gen, err)
					return
				}
				n.Add(1)
				mu.Lock()
				gens[gen] = true
				mu.Unlock()
			}
		}(w)
	}
	wg.Wait()
	return n.Load(), gens
}

// genRegistry is the registry over envPath for a test whose writer makes
// generations of genFiles while compiles run, and how many generations
// it makes (fewer with -short).
func genRegistry(t *testing.T, envPath string) (*Registry, int) {
	t.Helper()
	reg, err := New(Options{Settings: testSettings(t, []string{envPath}, nil), Logger: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	if testing.Short() {
		return reg, 10
	}
	return reg, 40
}

// TestConcurrentCompilesWhileFilesChangeInPlace compiles many nodes at once
// while a writer replaces the environment's files one by one (deepest
// first, each by an atomic rename), with environment_timeout 0 and
// concurrent flushes. Every catalog must come from one state the files
// really had: a generation g+1 prefix of the writer's order and
// generation g for the rest — never an autoloaded file from another
// generation than the manifests of the same compile. Run it with -race.
func TestConcurrentCompilesWhileFilesChangeInPlace(t *testing.T) {
	root := t.TempDir()
	env := filepath.Join(root, "production")
	for _, f := range genFiles(0) {
		testtree.Write(t, env, map[string]string{f[0]: f[1]})
	}
	reg, generations := genRegistry(t, root)
	stop := make(chan struct{})
	go func() {
		defer close(stop)
		for g := 1; g <= generations; g++ {
			for _, f := range genFiles(g) {
				replaceFile(t, filepath.Join(env, f[0]), f[1])
				time.Sleep(time.Millisecond)
			}
			if g%5 == 0 {
				reg.Flush("")
			}
			time.Sleep(5 * time.Millisecond)
		}
	}()
	n, gens := runConcurrently(t, reg, 6, stop, func(g [6]int) error {
		for i := 1; i < len(g); i++ {
			if g[i] > g[i-1] || g[0]-g[len(g)-1] > 1 {
				return fmt.Errorf("mixed catalog: generations (template, type, function, b.pp, init.pp, site.pp) = %v", g)
			}
		}
		return nil
	})
	if t.Failed() {
		return
	}
	s, _ := reg.Get("production")
	cat, _, err := compileOnce(reg, "last.example.com")
	if err != nil {
		t.Fatal(err)
	}
	if g, _ := catalogGens(t, cat); g != [6]int{generations, generations, generations, generations, generations, generations} {
		t.Errorf("after the writer stopped: %v (snapshot generation %d)", g, s.Generation())
	}
	t.Logf("%d compiles saw %d snapshot generations", n, len(gens))
	if len(gens) < 2 {
		t.Errorf("the compiles saw only %d generation(s): the test did not exercise reloads", len(gens))
	}
}

// TestConcurrentCompilesWhileEnvironmentSwitches compiles many nodes at
// once while a deployment switches the environment's directory link to a
// new version (an atomic rename of the link, as r10k-style deployments
// do): every catalog must be entirely from one version.
func TestConcurrentCompilesWhileEnvironmentSwitches(t *testing.T) {
	root := t.TempDir()
	envs := filepath.Join(root, "envs")
	if err := os.MkdirAll(envs, 0o755); err != nil {
		t.Fatal(err)
	}
	version := func(g int) string {
		dir := filepath.Join(root, "versions", strconv.Itoa(g))
		for _, f := range genFiles(g) {
			testtree.Write(t, dir, map[string]string{f[0]: f[1]})
		}
		return dir
	}
	if err := os.Symlink(version(0), filepath.Join(envs, "production")); err != nil {
		t.Skip(err)
	}
	reg, generations := genRegistry(t, envs)
	stop := make(chan struct{})
	go func() {
		defer close(stop)
		for g := 1; g <= generations; g++ {
			dir := version(g)
			tmp := filepath.Join(envs, ".production.new")
			if err := os.Symlink(dir, tmp); err != nil {
				t.Error(err)
				return
			}
			if err := os.Rename(tmp, filepath.Join(envs, "production")); err != nil {
				t.Error(err)
				return
			}
			time.Sleep(8 * time.Millisecond)
		}
	}()
	n, gens := runConcurrently(t, reg, 6, stop, func(g [6]int) error {
		for i := 1; i < len(g); i++ {
			if g[i] != g[0] {
				return fmt.Errorf("mixed catalog: generations (template, type, function, b.pp, init.pp, site.pp) = %v", g)
			}
		}
		return nil
	})
	t.Logf("%d compiles saw %d snapshot generations", n, len(gens))
	if !t.Failed() && len(gens) < 2 {
		t.Errorf("the compiles saw only %d generation(s): the test did not exercise reloads", len(gens))
	}
}

// TestConcurrentRefusedReload: while a broken file is in place, compiles
// keep getting the last good generation, with no error.
func TestConcurrentRefusedReload(t *testing.T) {
	root := t.TempDir()
	env := filepath.Join(root, "production")
	for _, f := range genFiles(0) {
		testtree.Write(t, env, map[string]string{f[0]: f[1]})
	}
	logs := &syncbuf.Buffer{}
	reg, _ := New(Options{Settings: testSettings(t, []string{root}, nil), Logger: zerolog.New(logs)})
	// One compile before the file breaks: the environment is read on
	// demand, so a good generation exists only once a compile has read
	// b.pp (a sleep was not enough on a loaded machine under -race: the
	// first compiles then read the broken file and failed, as they must).
	if _, _, err := compileOnce(reg, "first.example.com"); err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	go func() {
		defer close(stop)
		time.Sleep(20 * time.Millisecond)
		replaceFile(t, filepath.Join(env, "modules/app/manifests/b.pp"), "class app::b {\n  notify { 'b-1': message => }\n}\n")
		time.Sleep(100 * time.Millisecond)
	}()
	n, gens := runConcurrently(t, reg, 4, stop, func(g [6]int) error {
		if g != [6]int{} {
			return fmt.Errorf("generations %v, want all 0", g)
		}
		return nil
	})
	if len(gens) != 1 || n == 0 {
		t.Errorf("%d compiles, generations %v", n, gens)
	}
	refused := 0
	for _, e := range logEntries(t, logs) {
		if e["level"] == "error" && e["line"] != nil && strings.Contains(fmt.Sprint(e["message"]), "reload refused") {
			refused++
		}
	}
	if refused != 1 {
		t.Errorf("the refused reload was logged %d times, want once", refused)
	}
}
