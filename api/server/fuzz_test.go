package server

import (
	"errors"
	"net/url"
	"strings"
	"testing"
)

// FuzzDecodeCatalogParams feeds arbitrary query strings and form bodies
// (facts included) to the v3 catalog decoder: it must not panic, and every
// error must be a client error.
func FuzzDecodeCatalogParams(f *testing.F) {
	facts := factsJSONFor(agent1, map[string]any{"os": map[string]any{"family": "Debian"}, "n": 1, "f": 1.5, "l": []any{nil, true}})
	f.Add("environment=production", catalogForm("production", facts, nil))
	f.Add("", "environment=production&facts_format=pson&facts="+url.QueryEscape(`{"name":"x","values":{"a":"b c"}}`))
	f.Add("environment=x&environment=y", "facts=%zz")
	f.Add("environment=production", "facts_format=application%2Fjson&facts=%257B%2522name%2522%253A1%257D")
	f.Add("environment=production", "facts_format=application%2Fjson&facts="+strings.Repeat("%5B", 300))
	f.Fuzz(func(t *testing.T, query, body string) {
		p, err := DecodeCatalogParams(query, body)
		if err != nil {
			var br *badRequest
			var te *textError
			if !errors.As(err, &br) && !errors.As(err, &te) {
				t.Fatalf("error that is not a client error: %T %v", err, err)
			}
			return
		}
		if p.Environment == "" {
			t.Fatalf("accepted without an environment")
		}
		if p.Facts != nil && p.Facts.Values == nil {
			t.Fatalf("facts without values")
		}
	})
}

// FuzzDecodeFactsJSON feeds arbitrary bytes to the facts decoder (PUT
// /puppet/v3/facts and catalog requests).
func FuzzDecodeFactsJSON(f *testing.F) {
	f.Add([]byte(factsJSONFor(agent1, map[string]any{"a": map[string]any{"b": []any{1, "x", nil}}})))
	f.Add([]byte(`{"name":"n","values":null}`))
	f.Add([]byte(`{"name":1}`))
	f.Add([]byte(`/* comment */ {"name":"n","values":{"a":1,"a":2}}`))
	f.Add([]byte(strings.Repeat("[", 1000)))
	f.Fuzz(func(t *testing.T, b []byte) {
		fa, err := DecodeFactsJSON(b)
		if err == nil && fa.Values == nil {
			t.Fatalf("facts without values")
		}
	})
}

// FuzzDecodeV4Request feeds arbitrary bytes to the v4 catalog body decoder:
// no panic, only client errors.
func FuzzDecodeV4Request(f *testing.F) {
	f.Add([]byte(`{"certname":"a","environment":"production","persistence":{"facts":true,"catalog":false},"facts":{"values":{"x":1}},"trusted_facts":{"values":{"certname":"a"}},"options":{"capture_logs":true,"log_level":"debug","prefer_requested_environment":true}}`))
	f.Add([]byte(`{"certname":"a","environment":"production","persistence":{}}`))
	f.Add([]byte(`{"certname":null,"environment":"e","persistence":{"facts":true,"catalog":true},"options":[]}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := DecodeV4Request(b)
		if err != nil {
			var br *badRequest
			if !errors.As(err, &br) {
				t.Fatalf("error that is not a client error: %T %v", err, err)
			}
			return
		}
		if r.LogLevel == "" || levelRank(r.LogLevel) < 0 {
			t.Fatalf("bad log level %q", r.LogLevel)
		}
	})
}
