package catdiff

import "strings"

// Redaction says why a value is not printed.
type Redaction int

const (
	// NotRedacted values are printed.
	NotRedacted Redaction = iota
	// RedactSensitive: the parameter is Sensitive in the catalog
	// (sensitive_parameters).
	RedactSensitive
	// RedactShowDiff: the content of a file with show_diff => false, or of
	// a fragment of such a file; Puppet itself never shows it.
	RedactShowDiff
	// RedactName: the parameter's name (or a hash key's) looks like a
	// secret's.
	RedactName
)

// Marker is what is printed in place of a value.
func (r Redaction) Marker() string {
	switch r {
	case RedactSensitive:
		return "(sensitive value)"
	case RedactShowDiff:
		return "(hidden: show_diff => false)"
	case RedactName:
		return "(redacted: secret name)"
	}
	return ""
}

// Redactor decides which names are secrets: a parameter so named is never
// printed, and neither is the value of a hash key so named anywhere inside
// a parameter's value (a class's `$db = {password => ...}`).
type Redactor struct {
	// Extra names (lower case) that are secrets whatever the rules say;
	// Allow names that are not, whatever the rules say.
	Extra, Allow map[string]bool
}

// DefaultRedactor applies the built-in rules only.
var DefaultRedactor = &Redactor{}

// NewRedactor returns a redactor with extra secret names and names that are
// never secrets (both compared without case).
func NewRedactor(extra, allow []string) *Redactor {
	r := &Redactor{Extra: map[string]bool{}, Allow: map[string]bool{}}
	for _, n := range extra {
		r.Extra[strings.ToLower(n)] = true
	}
	for _, n := range allow {
		r.Allow[strings.ToLower(n)] = true
	}
	return r
}

// secretParts are name parts that make a name a secret's wherever they
// appear in it ("rootpassword", "db_passwd", "secret_key_base").
var secretParts = []string{"password", "passwd", "passphrase", "secret", "accesstoken", "authtoken", "apitoken", "credential", "apikey", "privatekey", "private_key", "psk"}

// secretWords are whole words (between "_", "-", "." or the ends) that make a
// name a secret's: "pass", "key" and "pwd" alone are too short to be
// searched inside other words ("token" neither: "tokenizer").
var secretWords = map[string]bool{"token": true, "tokens": true, "pass": true, "pwd": true, "pw": true, "key": true, "keys": true, "salt": true, "auth": true}

// notSecretLast are last words that make a name a pointer to a secret, not
// the secret (password_file, key_length, ssl_key_path, token_url).
var notSecretLast = map[string]bool{"file": true, "files": true, "path": true, "paths": true, "dir": true,
	"directory": true, "name": true, "names": true, "id": true, "type": true, "length": true, "size": true,
	"bits": true, "format": true, "mode": true, "owner": true, "group": true, "ensure": true, "source": true,
	"url": true, "uri": true, "location": true, "algorithm": true, "hash_algorithm": true, "provider": true,
	"method": true, "policy": true, "expiry": true, "lifetime": true, "ttl": true, "timeout": true, "enable": true,
	"enabled": true, "manage": true, "server": true, "port": true}

// Secret reports whether a parameter or hash key so named holds a secret.
func (r *Redactor) Secret(name string) bool {
	n := strings.ToLower(name)
	if r != nil && r.Allow[n] {
		return false
	}
	if r != nil && r.Extra[n] {
		return true
	}
	words := strings.FieldsFunc(n, func(c rune) bool { return c == '_' || c == '-' || c == '.' || c == ' ' || c == ':' })
	if len(words) == 0 {
		return false
	}
	if notSecretLast[words[len(words)-1]] && len(words) > 1 {
		return false
	}
	for _, w := range words {
		if secretWords[w] {
			return true
		}
	}
	for _, p := range secretParts {
		if strings.Contains(n, p) {
			return true
		}
	}
	return false
}

// maskPair returns copies of two values with the values of secret-named
// hash keys replaced by a marker, at any depth; a key whose value differs
// between the sides says so, so that the change is seen but not its value.
func (r *Redactor) maskPair(a, b any) (any, any) {
	am, aok := a.(map[string]any)
	bm, bok := b.(map[string]any)
	switch {
	case aok && bok:
		oa, ob := make(map[string]any, len(am)), make(map[string]any, len(bm))
		for k, v := range am {
			w, ok := bm[k]
			switch {
			case r.Secret(k) && ok && Equal(v, w):
				oa[k], ob[k] = RedactName.Marker(), RedactName.Marker()
			case r.Secret(k):
				oa[k] = RedactName.Marker() + " changed"
				if ok {
					ob[k] = RedactName.Marker() + " changed"
				}
			case ok:
				oa[k], ob[k] = r.maskPair(v, w)
			default:
				oa[k] = r.mask(v)
			}
		}
		for k, w := range bm {
			if _, ok := am[k]; ok {
				continue
			}
			if r.Secret(k) {
				ob[k] = RedactName.Marker() + " changed"
			} else {
				ob[k] = r.mask(w)
			}
		}
		return oa, ob
	case aok || bok:
		return r.mask(a), r.mask(b)
	}
	as, aok := a.([]any)
	bs, bok := b.([]any)
	if aok && bok && len(as) == len(bs) {
		oa, ob := make([]any, len(as)), make([]any, len(bs))
		for i := range as {
			oa[i], ob[i] = r.maskPair(as[i], bs[i])
		}
		return oa, ob
	}
	return r.mask(a), r.mask(b)
}

// mask returns a copy of v with the values of secret-named hash keys
// replaced by a marker, at any depth.
func (r *Redactor) mask(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, w := range x {
			if r.Secret(k) {
				out[k] = RedactName.Marker()
			} else {
				out[k] = r.mask(w)
			}
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, w := range x {
			out[i] = r.mask(w)
		}
		return out
	}
	return v
}

// falseValue is a false boolean parameter as Puppet's boolean parameters
// accept it.
func falseValue(v any) bool {
	switch x := v.(type) {
	case bool:
		return !x
	case string:
		return x == "false" || x == "no"
	}
	return false
}

// hiddenContent lists the resources of a catalog whose content must not be
// shown: those with show_diff => false (a file, a concat), and those whose
// target is one of them (concat fragments, which hold the file's content
// in pieces).
func hiddenContent(c *Catalog) map[string]bool {
	hidden := map[string]bool{}
	names := map[string]bool{}
	for _, r := range c.Resources {
		if v, ok := r.Param("show_diff"); ok && falseValue(v) {
			hidden[r.Ref()] = true
			names[r.Title] = true
			if p, ok := r.Param("path"); ok {
				if s, ok := p.(string); ok {
					names[s] = true
				}
			}
		}
	}
	if len(names) == 0 {
		return hidden
	}
	for _, r := range c.Resources {
		if t, ok := r.Param("target"); ok {
			if s, ok := t.(string); ok && names[s] {
				hidden[r.Ref()] = true
			}
		}
	}
	return hidden
}

// paramView is how a parameter of a resource is shown: its value, or why
// it is not.
func (d *Diff) paramView(r *Resource, side int, name string, v any) (any, Redaction) {
	for _, s := range r.Sensitive {
		if s == name {
			return nil, RedactSensitive
		}
	}
	if name == "content" && d.hidden[side][r.Ref()] {
		return nil, RedactShowDiff
	}
	red := d.redact
	if red == nil {
		red = DefaultRedactor
	}
	if red.Secret(name) {
		return nil, RedactName
	}
	return red.mask(v), NotRedacted
}

// changeView is how a parameter change is shown: the two values with
// secret hash keys masked, or the redaction.
func (d *Diff) changeView(p ParamChange) (old, new any) {
	red := d.redact
	if red == nil {
		red = DefaultRedactor
	}
	return red.maskPair(p.Old, p.New)
}
