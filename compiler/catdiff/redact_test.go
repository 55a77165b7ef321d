package catdiff

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestSecretNames(t *testing.T) {
	for name, want := range map[string]bool{
		"password": true, "root_password": true, "rootpassword": true, "db_passwd": true, "pass": true,
		"admin_pass": true, "secret": true, "secret_key_base": true, "api_key": true, "apikey": true,
		"key": true, "auth_token": true, "token": true, "credentials": true, "private_key": true,
		"ssl_key_passphrase": true, "wpa-psk": true, "Keystone.Password": true,
		"password_file": false, "key_length": false, "ssl_key_path": false, "token_url": false,
		"owner": false, "content": false, "keyserver": false, "key_server": false, "monkey": false,
		"passenger": false, "bypass": false, "tokenizer_threads": false, "mode": false,
	} {
		if got := DefaultRedactor.Secret(name); got != want {
			t.Errorf("Secret(%q) = %v, want %v", name, got, want)
		}
	}
	r := NewRedactor([]string{"monkey"}, []string{"key"})
	if !r.Secret("Monkey") || r.Secret("key") || !r.Secret("password") {
		t.Error("extra or allowed names not applied")
	}
}

// The four forms of secrets are never printed in any format, and their
// changes are still reported.
func TestRedaction(t *testing.T) {
	oldCat := `{"name":"db01","environment":"production","resources":[
 {"type":"Class","title":"Mysql::Server","parameters":{"root_password":"OLD-ROOT-PW","config":{"mysqld":{"port":3306,"password":"OLD-NESTED","bind":"127.0.0.1"}}}},
 {"type":"User","title":"app","parameters":{"password":"OLD-SENSITIVE"},"sensitive_parameters":["password"]},
 {"type":"File","title":"/etc/app.key","parameters":{"content":"OLD-FILE-SECRET\nline\n","show_diff":false}},
 {"type":"Concat","title":"/etc/app.conf","parameters":{"show_diff":"false"}},
 {"type":"Concat_fragment","title":"frag","parameters":{"target":"/etc/app.conf","content":"OLD-FRAGMENT"}},
 {"type":"File","title":"/etc/src.key","parameters":{"source":"puppet:///modules/x/k","show_diff":false}}
]}`
	newCat := `{"name":"db01","environment":"production","resources":[
 {"type":"Class","title":"Mysql::Server","parameters":{"root_password":"NEW-ROOT-PW","config":{"mysqld":{"port":3307,"password":"NEW-NESTED","bind":"127.0.0.1"}}}},
 {"type":"User","title":"app","parameters":{"password":"NEW-SENSITIVE"},"sensitive_parameters":["password"]},
 {"type":"File","title":"/etc/app.key","parameters":{"content":"NEW-FILE-SECRET\nline\n","show_diff":false}},
 {"type":"Concat","title":"/etc/app.conf","parameters":{"show_diff":"false"}},
 {"type":"Concat_fragment","title":"frag","parameters":{"target":"/etc/app.conf","content":"NEW-FRAGMENT"}},
 {"type":"File","title":"/etc/src.key","parameters":{"source":"puppet:///modules/x/k","show_diff":false}},
 {"type":"User","title":"added","parameters":{"password":"ADDED-SENSITIVE","comment":"shown"},"sensitive_parameters":["password"]},
 {"type":"Exec","title":"added","parameters":{"command":"/bin/x","environment":{"API_TOKEN":"ADDED-NESTED"},"secret":"ADDED-NAME"}},
 {"type":"File","title":"/etc/added.key","parameters":{"content":"ADDED-FILE-SECRET","show_diff":"no"}}
]}`
	o, n := parse(t, oldCat), parse(t, newCat)
	// Derived content of a source behind show_diff => false.
	for i, c := range []*Catalog{o, n} {
		r := c.Resources[5]
		r.SetParam(ContentParam, &FileContent{Source: "puppet:///modules/x/k", Kind: KindFile, Digest: []string{"{sha256}aa", "{sha256}bb"}[i],
			Text: []string{"OLD-SOURCE-SECRET", "NEW-SOURCE-SECRET"}[i], HasText: true})
	}
	d := Compare(o, n, Options{})
	if got := changes(d); got != "+Exec[added] +File[/etc/added.key] +User[added] ~Class[Mysql::Server]::config ~Class[Mysql::Server]::root_password ~Concat_fragment[frag]::content ~File[/etc/app.key]::content ~File[/etc/src.key]::content ~User[app]::password" {
		t.Fatalf("changes: %s", got)
	}
	var outputs []string
	var text bytes.Buffer
	d.WriteText(&text, TextOptions{DetailAdd: true})
	outputs = append(outputs, text.String())
	js, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	outputs = append(outputs, string(js))
	md := &Markdown{Text: TextOptions{DetailAdd: true}}
	md.Add(NodeResult{Node: "db01", Diff: d})
	var mb bytes.Buffer
	md.WriteTo(&mb)
	outputs = append(outputs, mb.String())
	for i, out := range outputs {
		for _, secret := range []string{"ROOT-PW", "NESTED", "SENSITIVE", "FILE-SECRET", "FRAGMENT", "SOURCE-SECRET", "ADDED-NAME"} {
			if strings.Contains(out, secret) {
				t.Errorf("output %d prints %s:\n%s", i, secret, out)
			}
		}
	}
	for _, want := range []string{
		"root_password: (redacted: secret name) changed",
		"password: (sensitive value) changed",
		`"password":"(redacted: secret name) changed"`,
		`"port":3306`, `"bind":"127.0.0.1"`,
		"content: (hidden: show_diff => false) changed",
		"content (from source puppet:///modules/x/k): (hidden: show_diff => false) changed",
		`comment  => "shown"`,
		`"API_TOKEN":"(redacted: secret name)"`,
	} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, text.String())
		}
	}
}
