package core

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
)

// Puppet 7's digest functions (sha1, sha256, md5, digest) and shellquote,
// all written against the 3.x function API.

func digestFunctions(l *functions.Lib) {
	registerDigest(l, "sha1", sha1.New)
	registerDigest(l, "sha256", sha256.New)
	registerDigest(l, "md5", md5.New)
	// digest uses the digest_algorithm setting, sha256 by default.
	registerDigest(l, "digest", sha256.New)

	l.Register3x("shellquote", "", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		words := functions.FlattenValues(args)
		out := make([]string, 0, len(words))
		for _, w := range words {
			s, ok := w.(string)
			if !ok {
				if _, isHash := w.(*values.Hash); isHash {
					return nil, functions.Errorf("no implicit conversion of Hash into String")
				}
				return nil, NoMethodError("length", w)
			}
			out = append(out, shellQuoteWord(s))
		}
		return strings.Join(out, " "), nil
	})
}

func registerDigest(l *functions.Lib, name string, newHash func() hash.Hash) {
	l.Register3x(name, "", 1, func(c functions.Context, args []values.Value) (values.Value, error) {
		s, ok := args[0].(string)
		if !ok {
			return nil, functions.Errorf("no implicit conversion of %s into String", RubyClassForConversion(args[0]))
		}
		h := newHash()
		h.Write([]byte(s))
		return hex.EncodeToString(h.Sum(nil)), nil
	})
}

const (
	shellSafe      = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@%_+=:,./-"
	shellDangerous = "!\"`$\\"
)

// shellQuoteWord quotes one word for a Bourne shell as Puppet's
// shellquote: unquoted when only safe characters, double quotes when no
// character is special inside them, single quotes when there is no single
// quote, else double quotes with backslashes.
func shellQuoteWord(w string) string {
	allSafe := w != ""
	hasDangerous, hasSingle := false, false
	for i := 0; i < len(w); i++ {
		c := w[i]
		if strings.IndexByte(shellSafe, c) < 0 {
			allSafe = false
		}
		if strings.IndexByte(shellDangerous, c) >= 0 {
			hasDangerous = true
		}
		if c == '\'' {
			hasSingle = true
		}
	}
	switch {
	case allSafe:
		return w
	case !hasDangerous:
		return `"` + w + `"`
	case !hasSingle:
		return "'" + w + "'"
	}
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(w); i++ {
		if strings.IndexByte(shellDangerous, w[i]) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(w[i])
	}
	b.WriteByte('"')
	return b.String()
}

// noMethodError is Ruby's NoMethodError message for calling method on the
// object Puppet uses for v: "undefined method `length' for 1:Integer".
func NoMethodError(method string, v values.Value) error {
	msg := fmt.Sprintf("undefined method `%s' for %s:%s", method, functions.RubyInspect(v), functions.RubyClass(v))
	// Ruby's did_you_mean adds its suggestion for the common cases.
	if _, isBool := v.(bool); isBool && method == "to_i" {
		msg += "\nDid you mean?  to_s"
	}
	return functions.Errorf("%s", msg)
}
