package stdlib

import (
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/util/rubycrypt"
	"github.com/punch-dev/punch/compiler/values"
)

// stdlib's pw_hash: crypt(3) of the password with a salt, as Ruby's
// String#crypt does on the Puppet server (compiler/util/rubycrypt):
// MD5-crypt ($1$), SHA-256-crypt ($5$) and SHA-512-crypt ($6$) with the
// default number of rounds. bcrypt ($2b$ and its variants) is not
// implemented: Punch fails where Puppet would return a hash, with a
// message saying so.
func stdlibCryptFunctions(l *functions.Lib) {
	l.Register3x("pw_hash", stdlib, 3, func(c functions.Context, args []values.Value) (values.Value, error) {
		for i, a := range args {
			if s, ok := a.(*values.Sensitive); ok {
				args[i] = s.Value
			}
		}
		pw, isStr := args[0].(string)
		if !isStr && args[0] != nil {
			return nil, functions.Errorf("pw_hash(): first argument must be a string")
		}
		kind, ok := args[1].(string)
		if !ok {
			return nil, functions.Errorf("pw_hash(): second argument must be a string")
		}
		prefix, known := map[string]string{
			"md5": "1", "sha-256": "5", "sha-512": "6",
			"bcrypt": "2b", "bcrypt-a": "2a", "bcrypt-x": "2x", "bcrypt-y": "2y",
		}[strings.ToLower(kind)]
		if !known {
			return nil, functions.Errorf("pw_hash(): %s is not a valid hash type", kind)
		}
		salt, ok := args[2].(string)
		if !ok {
			return nil, functions.Errorf("pw_hash(): third argument must be a string")
		}
		if salt == "" {
			return nil, functions.Errorf("pw_hash(): third argument must not be empty")
		}
		bcrypt := strings.HasPrefix(prefix, "2")
		if bcrypt {
			if !bcryptSalt.MatchString(salt) {
				return nil, functions.Errorf("pw_hash(): characters in salt must match (?-mix:^[0-9]{2}\\$[.\\/A-Za-z0-9]{22})")
			}
		} else if !cryptSalt.MatchString(salt) {
			return nil, functions.Errorf("pw_hash(): characters in salt must be in the set [a-zA-Z0-9./]")
		}
		if pw == "" {
			return nil, nil
		}
		switch prefix {
		case "1":
			return rubycrypt.MD5(pw, salt), nil
		case "5", "6":
			return rubycrypt.SHA(pw, salt, prefix, 5000, false), nil
		}
		return nil, functions.Errorf("pw_hash(): bcrypt hashes are not supported by Punch")
	})
}

var (
	cryptSalt  = lazyre.New(`\A[a-zA-Z0-9./]+\z`)
	bcryptSalt = lazyre.New(`^[0-9]{2}\$[./A-Za-z0-9]{22}`)
)
