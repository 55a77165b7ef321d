package settings

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"testing"
)

// TestUnmodelledDefaultsOnFirstUse checks that Load leaves the defaults of
// the Puppet settings Punch does not model to their first use, and that a
// default resolved then has the value it has when every default is
// resolved at once (in another order).
func TestUnmodelledDefaultsOnFirstUse(t *testing.T) {
	dir := t.TempDir()
	conf := writeFile(t, dir, "puppet.conf", "[main]\nvardir = /srv/v\ndiff_args = -w\n")
	lazy := mustLoad(t, testHost(), "--config", conf)
	lazy.unmodelled.mu.Lock()
	resolved := slices.Sorted(maps.Keys(lazy.unmodelled.values))
	lazy.unmodelled.mu.Unlock()
	if want := []string{"diff_args"}; !slices.Equal(resolved, want) {
		t.Errorf("resolved at Load: %v, want only what the file sets %v", resolved, want)
	}

	// Every default, in reverse order, on a second Settings loaded alike.
	eager := mustLoad(t, testHost(), "--config", conf)
	names := slices.Sorted(maps.Keys(puppetSettings))
	slices.Reverse(names)
	want := map[string]string{}
	for _, n := range names {
		v, ok := eager.Printed(n)
		want[n] = fmt.Sprintf("%v %#v", ok, v)
	}
	slices.Reverse(names)
	for _, n := range names {
		v, ok := lazy.Printed(n)
		if got := fmt.Sprintf("%v %#v", ok, v); got != want[n] {
			t.Errorf("%s: %s, in another order %s", n, got, want[n])
		}
	}
	if got, _ := lazy.Value("client_datadir"); got != "/srv/v/client_data" {
		t.Errorf("client_datadir = %q, want /srv/v/client_data", got)
	}
}

// TestUnmodelledWarningsAtLoad checks that a value the file gives, and a
// default that refers to it, are resolved by Load: their warnings are in
// Messages before any value is asked for.
func TestUnmodelledWarningsAtLoad(t *testing.T) {
	dir := t.TempDir()
	conf := writeFile(t, dir, "puppet.conf", "[main]\nruninterval = often\n")
	s := mustLoad(t, testHost(), "--config", conf)
	var got []string
	for _, m := range s.Messages() {
		if m.Level == Warning {
			got = append(got, m.Setting)
		}
	}
	slices.Sort(got)
	// splaylimit's default is $runinterval.
	if want := []string{"runinterval", "splaylimit"}; !slices.Equal(got, want) {
		t.Errorf("warnings after Load for %v, want %v (%v)", got, want, s.Messages())
	}
	n := len(s.Messages())
	if v, _ := s.Value("splaylimit"); v != "" {
		t.Errorf("splaylimit = %q, want the text kept (none)", v)
	}
	if len(s.Messages()) != n {
		t.Errorf("Value added messages: %v", s.Messages()[n:])
	}
}

// TestUnmodelledConcurrentFirstUse reads the same settings from many
// goroutines at once, as the requests of punch serve do, half of them
// through a copy of the Settings, as punch diff makes (go test -race).
func TestUnmodelledConcurrentFirstUse(t *testing.T) {
	s := mustLoad(t, testHost())
	c := *s
	names := slices.Sorted(maps.Keys(puppetSettings))
	var wg sync.WaitGroup
	results := make([][]string, 4)
	for g := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := s
			if g%2 == 1 {
				s = &c
			}
			for _, n := range names {
				v, _ := s.PrintedValue(n)
				results[g] = append(results[g], n+"="+v)
			}
			_ = s.Messages()
		}()
	}
	wg.Wait()
	for g := 1; g < len(results); g++ {
		if a, b := strings.Join(results[0], "\n"), strings.Join(results[g], "\n"); a != b {
			t.Errorf("goroutine %d read other values than goroutine 0", g)
		}
	}
}
