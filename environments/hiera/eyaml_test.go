package hiera

import (
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
)

// testdata/eyaml holds what hiera-eyaml 3.3 (with Ruby 3.1's OpenSSL)
// makes of one string value, as Puppet's eyaml_lookup_key asks it
// (record.rb): the inputs are cases.json (make_cases.rb), the answers
// expected.json. The key pairs under keys/ and other/ are test data only.

type eyamlCase struct {
	ID      string            `json:"id"`
	Value   string            `json:"value"`
	Options map[string]string `json:"options"`
	Env     map[string]string `json:"env"`
}

type eyamlExpected struct {
	Value      *string `json:"value"`
	ErrorClass string  `json:"error_class"`
	Error      *string `json:"error"`
	Rescued    *bool   `json:"rescued"`
}

// eyamlKnownDifferences are cases where Punch's answer differs from
// hiera-eyaml's, with the reason.
var eyamlKnownDifferences = map[string]string{
	"aes192": "the PKCS7 library (github.com/smallstep/pkcs7) has no AES-192-CBC; hiera-eyaml never writes it (it encrypts with AES-256-CBC)",
}

func loadEyamlCases(t testing.TB) ([]eyamlCase, map[string]eyamlExpected, string) {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("testdata", "eyaml"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []eyamlCase
	var want map[string]eyamlExpected
	testtree.ReadJSON(t, filepath.Join(dir, "cases.json"), &cases)
	testtree.ReadJSON(t, filepath.Join(dir, "expected.json"), &want)
	return cases, want, dir
}

func eyamlCaseNamed(t testing.TB, id string) (*eyamlCase, string) {
	t.Helper()
	cases, _, dir := loadEyamlCases(t)
	for i := range cases {
		if cases[i].ID == id {
			return &cases[i], dir
		}
	}
	t.Fatalf("no eyaml case %q", id)
	return nil, ""
}

func (c *eyamlCase) keyring(t testing.TB, dir string) *eyamlKeyring {
	opts := values.NewHash(len(c.Options))
	for k, v := range c.Options {
		opts.Put(k, v)
	}
	env := map[string]string{}
	for k, v := range c.Env {
		if strings.HasPrefix(v, "@") {
			src, err := os.ReadFile(filepath.Join(dir, v[1:]))
			if err != nil {
				t.Fatal(err)
			}
			v = string(src)
		}
		env[k] = v
	}
	return &eyamlKeyring{options: opts, getenv: func(name string) (string, bool) {
		v, ok := env[name]
		return v, ok
	}}
}

func TestEyamlDecryptRecorded(t *testing.T) {
	cases, want, dir := loadEyamlCases(t)
	if len(cases) == 0 {
		t.Fatal("no eyaml cases")
	}
	// Key paths are relative to the working directory, as hiera-eyaml
	// reads them (record.rb runs in testdata/eyaml).
	t.Chdir(dir)
	for _, c := range cases {
		t.Run(c.ID, func(t *testing.T) {
			w, ok := want[c.ID]
			if !ok {
				t.Fatalf("no recorded answer (run testdata/eyaml/record.rb)")
			}
			got, err := c.Value, error(nil)
			if eyamlEncrypted(c.Value) {
				got, err = c.keyring(t, dir).decryptString(c.Value)
			}
			if reason, known := eyamlKnownDifferences[c.ID]; known {
				if w.Value != nil && err != nil {
					t.Logf("known difference: %s (hiera-eyaml: %q; Punch: %v)", reason, *w.Value, err)
					return
				}
				t.Fatalf("listed as a known difference (%s) but Punch now agrees or differs otherwise: remove it", reason)
			}
			switch {
			case w.Error != nil && err == nil:
				t.Fatalf("hiera-eyaml failed with %s: %s\nPunch gave %q", w.ErrorClass, *w.Error, got)
			case w.Error == nil && err != nil:
				t.Fatalf("hiera-eyaml gave %q\nPunch failed: %v", *w.Value, err)
			case err != nil:
				var ee *eyamlError
				if !errors.As(err, &ee) {
					t.Fatalf("error of type %T: %v", err, err)
				}
				if ee.msg != *w.Error || ee.class != w.ErrorClass {
					t.Errorf("error differs:\n  hiera-eyaml: %s: %s\n  Punch:       %s: %s", w.ErrorClass, *w.Error, ee.class, ee.msg)
				}
				if rescued := w.Rescued == nil || *w.Rescued; rescued == ee.unrescued {
					t.Errorf("rescued by Puppet: %v, Punch's unrescued: %v", rescued, ee.unrescued)
				}
			case got != *w.Value:
				t.Errorf("value differs:\n  hiera-eyaml: %q\n  Punch:       %q", *w.Value, got)
			}
		})
	}
}

func TestRubyDecode64Recorded(t *testing.T) {
	var want map[string]string
	testtree.ReadJSON(t, filepath.Join("testdata", "eyaml", "base64.json"), &want)
	for in, hexOut := range want {
		if got := hex.EncodeToString(rubyDecode64(in)); got != hexOut {
			t.Errorf("Base64.decode64(%q): Ruby %s, Punch %s", in, hexOut, got)
		}
	}
}

// The parsed key pair is cached with the engine's data files: a second
// decryption reads no key file.
func TestEyamlKeysCached(t *testing.T) {
	c, dir := eyamlCaseNamed(t, "string")
	t.Chdir(dir)
	files := newFileCache()
	for i := 0; i < 2; i++ {
		kr := c.keyring(t, dir)
		kr.files = files
		if _, err := kr.decryptString(c.Value); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(files.m); n != 2 {
		t.Errorf("%d cache entries, want 2 (the key and the certificate)", n)
	}
}

// BenchmarkEyamlDecrypt is one RSA-2048 decryption (every compile's first
// use of a secret without the engine's cache); BenchmarkEyamlDecryptCached
// the same secret again in another compile.
func BenchmarkEyamlDecrypt(b *testing.B) { benchmarkEyaml(b, false) }

func BenchmarkEyamlDecryptCached(b *testing.B) { benchmarkEyaml(b, true) }

func benchmarkEyaml(b *testing.B, cached bool) {
	c, dir := eyamlCaseNamed(b, "string")
	b.Chdir(dir)
	kr := c.keyring(b, dir)
	kr.files = newFileCache()
	if cached {
		kr.plain = &eyamlPlainCache{}
	}
	b.ReportAllocs()
	for b.Loop() {
		kr.key, kr.cert = nil, nil // a new session
		if _, err := kr.decryptString(c.Value); err != nil {
			b.Fatal(err)
		}
	}
}

// FuzzEyamlString feeds arbitrary strings to the ENC[...] scanner and the
// decrypter: the hand-written token matcher must agree with hiera-eyaml's
// regular expressions (run by Go's engine), and decryption must end with
// a string or an *eyamlError, never a panic.
func FuzzEyamlString(f *testing.F) {
	cases, _, dir := loadEyamlCases(f)
	for _, c := range cases {
		f.Add(c.Value)
	}
	f.Add("ENC[ ]")
	f.Add("ENC[PKCS7,]x ENC[a]")
	f.Add("x\nENC[\n]")
	reEnc := regexp.MustCompile(`.*ENC\[.*?\]`)
	reHiera := regexp.MustCompile(`^ENC\[(\w+,)?([a-zA-Z0-9+/ =\n]+?)\]`)
	reString := regexp.MustCompile(`^ENC\[(\w+,)?([a-zA-Z0-9+/=]+?)\]`)
	opts := values.HashFrom("pkcs7_private_key", filepath.Join(dir, "keys", "private_key.pkcs7.pem"),
		"pkcs7_public_key", filepath.Join(dir, "keys", "public_key.pkcs7.pem"))
	files, plain := newFileCache(), &eyamlPlainCache{}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := eyamlEncrypted(s), reEnc.MatchString(s); got != want {
			t.Fatalf("eyamlEncrypted(%q) = %v, the pattern says %v", s, got, want)
		}
		for i := 0; i < len(s); i++ {
			if !strings.HasPrefix(s[i:], "ENC[") {
				continue // neither matches
			}
			for _, block := range []bool{true, false} {
				re := reString
				if block {
					re = reHiera
				}
				n, group, payload, ok := eyamlToken(s[i:], block)
				m := re.FindStringSubmatch(s[i:])
				if ok != (m != nil) || ok && (n != len(m[0]) || group != m[1] || payload != m[2]) {
					t.Fatalf("eyamlToken(%q, %v) = %d %q %q %v, the pattern says %q", s[i:], block, n, group, payload, ok, m)
				}
			}
		}
		_ = rubyDecode64(s)
		if !eyamlEncrypted(s) {
			return
		}
		kr := &eyamlKeyring{options: opts, files: files, plain: plain}
		if _, err := kr.decryptString(s); err != nil {
			var ee *eyamlError
			if !errors.As(err, &ee) {
				t.Fatalf("error of type %T: %v", err, err)
			}
		}
	})
}
