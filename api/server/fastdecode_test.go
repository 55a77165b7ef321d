package server

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/punch-dev/punch/api/server/loadtest"
	"github.com/punch-dev/punch/compiler/values"
)

// dumpValue renders a decoded value with its types, so that two decoders
// agree only when they built the same values (1 and 1.0 and "1" differ).
func dumpValue(b *strings.Builder, v values.Value) {
	switch x := v.(type) {
	case nil:
		b.WriteString("nil")
	case bool:
		fmt.Fprintf(b, "bool(%v)", x)
	case int64:
		fmt.Fprintf(b, "int(%d)", x)
	case float64:
		fmt.Fprintf(b, "float(%s)", strconv.FormatFloat(x, 'g', -1, 64))
	case string:
		fmt.Fprintf(b, "str(%q)", x)
	case []values.Value:
		fmt.Fprintf(b, "array%d[", len(x))
		for _, e := range x {
			dumpValue(b, e)
			b.WriteByte(',')
		}
		b.WriteByte(']')
	case *values.Hash:
		fmt.Fprintf(b, "hash%d{", x.Len())
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			dumpValue(b, k)
			b.WriteString("=>")
			dumpValue(b, e)
			b.WriteByte(',')
		}
		b.WriteByte('}')
	default:
		fmt.Fprintf(b, "%T(%v)", v, v)
	}
}

func dumpFacts(f *Facts) string {
	if f == nil {
		return "no facts"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "name=%q ts=%q exp=%q raw=%q values=", f.Name, f.Timestamp, f.Expiration, f.Raw)
	dumpValue(&b, f.Values)
	return b.String()
}

func dumpParams(p *CatalogParams) string {
	fp := *p
	fp.Facts = nil
	return fmt.Sprintf("%+v facts: %s", fp, dumpFacts(p.Facts))
}

// checkFactsAgree fails when the fast facts decoder accepts a document
// and builds something else than the general decoder.
func checkFactsAgree(t *testing.T, src []byte) bool {
	t.Helper()
	fast, ok := decodeFactsFast(append([]byte(nil), src...))
	slow, err := decodeFactsJSON(append([]byte(nil), src...))
	if !ok {
		return false
	}
	if err != nil {
		t.Fatalf("fast decoder accepted facts the general one rejects (%v): %q", err, src)
	}
	if a, b := dumpFacts(fast), dumpFacts(slow); a != b {
		t.Fatalf("decoders disagree on %q:\nfast: %s\nslow: %s", src, a, b)
	}
	return true
}

func checkParamsAgree(t *testing.T, query, body string) bool {
	t.Helper()
	fast, ok := decodeCatalogParamsFast(query, body)
	slow, err := decodeCatalogParams(query, body)
	if !ok {
		return false
	}
	if err != nil {
		t.Fatalf("fast decoder accepted a request the general one rejects (%v): %q %q", err, query, body)
	}
	if a, b := dumpParams(fast), dumpParams(slow); a != b {
		t.Fatalf("decoders disagree on %q %q:\nfast: %s\nslow: %s", query, body, a, b)
	}
	return true
}

func TestFastFactsDecoderAgrees(t *testing.T) {
	handled := []string{
		`{"name":"a.example.com","values":{"s":"x","i":12,"neg":-3,"f":1.5,"e":1e3,"E":2.5E-2,"z":-0,"t":true,"no":false,"n":null,"l":[1,"two",[],{}],"h":{"a":{"b":[null]}}},"timestamp":"2026-01-01T00:00:00Z","expiration":"2026-01-02T00:00:00Z"}`,
		`{"name":"n","values":{"a":1,"a":2,"b":3}}`,
		`{"name":"n","name":"m","values":{}}`,
		`{"name":"n","values":{"esc":"q\"b\\s\/n\nr\rt\tb\bf\f","u":"\u00e9\u20ac\u0041","raw":"é€𝄞"}}`,
		`{"name":"n","values":{"big":9223372036854775807,"small":-9223372036854775808,"f":0.1}}`,
		`{"name":"n","timestamp":1,"expiration":[],"other":{"x":[1,2]},"values":{"k":"v"}}`,
		"{\"name\":\"n\",\"values\":{\"\xef\xbf\xbd\":\"\xef\xbf\xbd\"}}",
	}
	for _, s := range handled {
		if !checkFactsAgree(t, []byte(s)) {
			t.Errorf("fast decoder gave up on %q", s)
		}
	}
	declined := []string{
		``, `[]`, `{}`, `{"name":1}`, `{"name":null}`, `{"values":{}}`,
		// what Puppet's from_data_hash raises on: the general decoder's errors
		` {"values":null,"name":"n"} `, `{"name":"n"}`, `{"name":"n","values":{},"timestamp":"bogus"}`,
		`/* c */ {"name":"n"}`, "\xef\xbb\xbf{\"name\":\"n\"}", `{"name":"n"} // c`,
		`{"name":"n","values":{"a":01}}`, `{"name":"n","values":{"a":1.}}`, `{"name":"n","values":{"a":-}}`,
		`{"name":"n","values":{"a":99999999999999999999}}`, `{"name":"n","values":{"a":1e999}}`,
		`{"name":"n","values":{"a":"\q"}}`, `{"name":"n","values":{"a":"\ud834\udd1e"}}`, `{"name":"n","values":{"a":"\u12"}}`,
		"{\"name\":\"n\",\"values\":{\"a\":\"\xff\"}}", "{\"name\":\"n\",\"values\":{\"a\":\"\x01\"}}",
		`{"name":"n","values":{"a":NaN}}`, `{"name":"n","values":{"a":tru}}`, `{"name":"n","values":[]}`,
		`{"name":"n","values":{"a":1,}}`, `{"name":"n",}`, `{"name":"n"}x`, `{"name":"n"`,
		`{"name":"n","values":{"a":` + strings.Repeat("[", 300) + strings.Repeat("]", 300) + `}}`,
	}
	for _, s := range declined {
		if checkFactsAgree(t, []byte(s)) {
			t.Errorf("fast decoder accepted %q", s)
		}
	}
}

func TestFastParamsDecoderAgrees(t *testing.T) {
	body := string(loadtest.CatalogBody("load-000.example.com"))
	if !checkParamsAgree(t, "environment=production", body) {
		t.Fatal("fast decoder gave up on the load generator's request")
	}
	facts := url.QueryEscape(`{"name":"n","values":{"a":"b c+d%e"}}`)
	handled := [][2]string{
		{"environment=production", ""},
		{"environment=production&environment=test", "environment=other"},
		{"", "environment=production&facts_format=pson&facts=" + url.QueryEscape(facts) + "&check_environment=true&static_catalog=false&job_uuid=j%20k"},
		{"environment=production&unknown=%41&&x", "transaction_uuid=a+b&configured_environment=c"},
		{"environment=production", "facts_format=application%2Fjson&facts=" + url.QueryEscape(url.QueryEscape(`{"name":"n","values":{}}`))},
	}
	for _, c := range handled {
		if !checkParamsAgree(t, c[0], c[1]) {
			t.Errorf("fast decoder gave up on %q %q", c[0], c[1])
		}
	}
	declined := [][2]string{
		{"", ""}, {"environment=bad-name!", ""}, {"environment=production;x=1", ""}, {"environment=production&x=%zz", ""},
		{"environment=production", "facts=%7B"}, {"environment=production", "facts_format=yaml&facts=x"},
		{"env%69ronment=production", ""}, {"environment=production", "job_uuid=1&job_uuid=2"},
		{"environment=production", "facts_format=json&facts=" + url.QueryEscape(url.QueryEscape(`{"name":1}`))},
		// facts without values: Puppet's from_data_hash raises (the general decoder's error)
		{"environment=production", "facts_format=application%2Fjson&facts=%257B%2522name%2522%253A%2522n%2522%257D"},
		{"environment=production" + strings.Repeat("&a=1", 70), ""},
		// a bad escape in the facts (checked as they are decoded), inside
		// a string, at the end, cut short
		{"environment=production", "facts_format=json&facts=" + url.QueryEscape(url.QueryEscape(`{"name":"n","values":{"a":"x`)) +
			"%zz" + url.QueryEscape(url.QueryEscape(`"}}`))},
		{"environment=production", "facts_format=json&facts=" + url.QueryEscape(url.QueryEscape(`{"name":"n","values":{}}`)) + "%"},
		{"environment=production", "facts_format=json&facts=" + url.QueryEscape(url.QueryEscape(`{"name":"n","values":{}}`)) + "%2"},
	}
	for _, c := range declined {
		if checkParamsAgree(t, c[0], c[1]) {
			t.Errorf("fast decoder accepted %q %q", c[0], c[1])
		}
	}
}

// FuzzFastFactsDecoder checks that the fast facts decoder, when it
// accepts a document, builds what the general decoder builds.
func FuzzFastFactsDecoder(f *testing.F) {
	f.Add([]byte(`{"name":"n","values":{"a":[1,2.5,"x\n\u00e9",null,true],"b":{"c":{}}},"timestamp":"t"}`))
	f.Add([]byte(`{"name":"n","values":{"a":1,"a":{"b":-0}}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		checkFactsAgree(t, b)
	})
}

// FuzzFastParamsDecoder does the same for catalog request forms.
func FuzzFastParamsDecoder(f *testing.F) {
	f.Add("environment=production", string(loadtest.CatalogBody("n")))
	f.Add("environment=production&environment=x", "environment=y&facts_format=json&facts=%257B%2522name%2522%253A%2522n%2522%257D")
	f.Fuzz(func(t *testing.T, query, body string) {
		checkParamsAgree(t, query, body)
	})
}
