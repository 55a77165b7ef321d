package resourcetypes

import (
	"reflect"
	"sync"
	"testing"
)

// A type whose title patterns are regular expressions keeps what
// ParseTitle found: the same answer as the uncached parse, from the cache
// the second time, for goroutines at the same time; a title no pattern
// matches is an error every time and is not kept. Types matched by hand
// have no cache.
func TestParseTitleCached(t *testing.T) {
	ty := &Type{Name: "keystone_config", KeyAttributes: []string{"name", "section"},
		TitlePatterns: []TitlePattern{{Source: `\A([^/]+)/([^/]+)\z`, Attributes: []string{"section", "name"}}}}
	want, err := (&Type{Name: "x", KeyAttributes: ty.KeyAttributes, TitlePatterns: []TitlePattern{{Source: ty.TitlePatterns[0].Source, Attributes: ty.TitlePatterns[0].Attributes}}}).parseTitleIndexed("DEFAULT/debug")
	if err != nil || len(want) != 2 || want[0].Value != "DEFAULT" || want[1].Value != "debug" {
		t.Fatalf("uncached parse: %v, %v", want, err)
	}
	var wg sync.WaitGroup
	got := make([][]AttrValue, 8)
	for i := range got {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			got[i], _ = ty.ParseTitle("DEFAULT/debug")
		}(i)
	}
	wg.Wait()
	for i := range got {
		if !reflect.DeepEqual(got[i], want) {
			t.Fatalf("ParseTitle %d: %v, want %v", i, got[i], want)
		}
	}
	if ty.titles == nil {
		t.Fatal("a type with a regular-expression title pattern has no cache")
	}
	if v, ok := ty.titles.Load("DEFAULT/debug"); !ok || !reflect.DeepEqual(v, want) {
		t.Fatalf("cache holds %v, %v", v, ok)
	}
	for i := 0; i < 2; i++ {
		if _, err := ty.ParseTitle("no-slash"); err == nil || err.Error() != TitlePatternMismatchMessage("no-slash") {
			t.Fatalf("mismatch %d: %v", i, err)
		}
	}
	if _, ok := ty.titles.Load("no-slash"); ok {
		t.Fatal("a failed parse was cached")
	}
	file := &Type{Name: "file", KeyAttributes: []string{"path"}, TitlePatterns: []TitlePattern{{Source: filePattern, Options: "m", Attributes: []string{"path"}}}}
	if parts, err := file.ParseTitle("/tmp/a/"); err != nil || parts[0].Value != "/tmp/a" {
		t.Fatalf("file title: %v, %v", parts, err)
	}
	if file.titles != nil {
		t.Fatal("a type matched by hand got a cache")
	}
}

// parseTitleIndexed is the uncached parse of a fresh type.
func (t *Type) parseTitleIndexed(title string) ([]AttrValue, error) {
	t.index()
	return t.parseTitle(title)
}
