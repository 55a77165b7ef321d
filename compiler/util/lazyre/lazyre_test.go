package lazyre

import (
	"regexp"
	"sync"
	"testing"
)

func TestLikeRegexp(t *testing.T) {
	const expr = `(\w+)=(\d+)`
	l, r := New(expr), regexp.MustCompile(expr)
	s := "a=1, b=22 c=x d=4"
	if l.String() != expr {
		t.Errorf("String() = %q", l.String())
	}
	if l.MatchString(s) != r.MatchString(s) || l.MatchString("none") {
		t.Error("MatchString differs")
	}
	if got, want := l.FindStringSubmatch(s), r.FindStringSubmatch(s); len(got) != 3 || got[2] != want[2] {
		t.Errorf("FindStringSubmatch = %q, want %q", got, want)
	}
	if got, want := l.FindStringSubmatchIndex(s), r.FindStringSubmatchIndex(s); len(got) != len(want) || got[5] != want[5] {
		t.Errorf("FindStringSubmatchIndex = %v, want %v", got, want)
	}
	if got, want := len(l.FindAllStringSubmatchIndex(s, -1)), len(r.FindAllStringSubmatchIndex(s, -1)); got != want || got != 3 {
		t.Errorf("FindAllStringSubmatchIndex: %d matches, want %d", got, want)
	}
	if got, want := l.ReplaceAllString(s, "$2"), r.ReplaceAllString(s, "$2"); got != want {
		t.Errorf("ReplaceAllString = %q, want %q", got, want)
	}
	up := func(m string) string { return "<" + m + ">" }
	if got, want := l.ReplaceAllStringFunc(s, up), r.ReplaceAllStringFunc(s, up); got != want {
		t.Errorf("ReplaceAllStringFunc = %q, want %q", got, want)
	}
	if got, want := l.Split(s, -1), r.Split(s, -1); len(got) != len(want) || got[1] != want[1] {
		t.Errorf("Split = %q, want %q", got, want)
	}
}

func TestConcurrentFirstUse(t *testing.T) {
	l := New(`^a+$`)
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if !l.MatchString("aaa") {
				t.Error("no match")
			}
		}()
	}
	wg.Wait()
}

func TestBadPatternPanicsOnUse(t *testing.T) {
	l := New(`(`) // no panic here
	defer func() {
		if recover() == nil {
			t.Error("no panic for an invalid pattern")
		}
	}()
	l.MatchString("x")
}
