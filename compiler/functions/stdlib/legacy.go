package stdlib

import (
	"crypto/pbkdf2"
	"crypto/sha512"
	"encoding/hex"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/functions/core"
	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/values"
)

// Ports of stdlib's try_get_value, load_module_metadata and
// str2saltedpbkdf2 (3.x functions).

func stdlibLegacyFunctions(l *functions.Lib) {
	// try_get_value(data, path, default, separator): deprecated; goes
	// through stdlib's 3.x dig (another deprecation warning, and Puppet's
	// autoloader warnings for dig44 the first time) to dig44.
	l.Register3x("try_get_value", stdlib, -2, func(c functions.Context, args []values.Value) (values.Value, error) {
		c.Log("warning", "try_get_value() DEPRECATED: this function is deprecated, please use dig() instead.")
		data := args[0]
		var path, dflt values.Value = "", nil
		if len(args) > 1 && args[1] != nil {
			path = args[1]
		}
		if len(args) > 2 {
			dflt = args[2]
		}
		_, isHash := data.(*values.Hash)
		_, isArray := data.([]values.Value)
		if !(isHash || isArray) || path == "" {
			if dflt != nil && dflt != false {
				return dflt, nil
			}
			return data, nil
		}
		sep := "/"
		if len(args) > 3 && args[3] != nil {
			s, ok := args[3].(string)
			if !ok {
				return nil, functions.Errorf("no implicit conversion of %s into String", core.RubyClassForConversion(args[3]))
			}
			sep = s
		}
		ps, ok := path.(string)
		if !ok {
			return nil, core.NoMethodError("split", path)
		}
		var keys []values.Value
		for _, kv := range functions.RubySplitString(ps, sep) {
			k := kv.(string)
			if allDigitsLine.MatchString(k) {
				n, err := strconv.ParseInt(strings.TrimSpace(k), 10, 64)
				if err == nil {
					keys = append(keys, n)
					continue
				}
			}
			keys = append(keys, k)
		}
		c.Log("warning", "dig() DEPRECATED: This function has been replaced in Puppet 4.5.0, please use dig44() for backwards compatibility or use the new version.")
		functions.DeprecationOnce(c, "Puppet::Parser::Functions.loaded?('dig44')", `The method 'Puppet::Parser::Functions.autoloader#loaded?("dig44")' is deprecated in favor of using 'Scope#call_function'.`)
		functions.DeprecationOnce(c, "Puppet::Parser::Functions#load('dig44')", `The method 'Puppet::Parser::Functions.autoloader#load("dig44")' is deprecated in favor of using 'Scope#call_function'.`)
		return c.Call("dig44", []values.Value{data, keys, dflt}, nil)
	})

	// load_module_metadata(name, allow_empty): the module's metadata.json
	// (parsed as PSON), {} for a module without one when allowed.
	l.Register3x("load_module_metadata", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 && len(args) != 2 {
			return nil, functions.ParseErr("load_module_metadata(): Wrong number of arguments, expects one or two")
		}
		dir, err := c.Call("get_module_path", []values.Value{args[0]}, nil)
		if err != nil {
			return nil, err
		}
		ds, _ := dir.(string)
		src, err := os.ReadFile(filepath.Join(ds, "metadata.json"))
		if err != nil {
			if len(args) > 1 && args[1] != nil && args[1] != false {
				return values.NewHash(0), nil
			}
			return nil, functions.ParseErr("load_module_metadata(): No metadata.json file for module %s", functions.RubyToS(args[0]))
		}
		v, err := parsePSON(src)
		if err != nil {
			return nil, functions.Errorf("%s", err.Error())
		}
		return v, nil
	})

	l.Register3x("str2saltedpbkdf2", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 3 {
			return nil, functions.Errorf("str2saltedpbkdf2(): wrong number of arguments (%d for 3)", len(args))
		}
		for i, a := range args {
			if s, ok := a.(*values.Sensitive); ok {
				args[i] = s.Value
			}
		}
		pw, ok := args[0].(string)
		if !ok {
			return nil, functions.Errorf("str2saltedpbkdf2(): first argument must be a string")
		}
		salt, ok := args[1].(string)
		if !ok {
			return nil, functions.Errorf("str2saltedpbkdf2(): second argument must be a string")
		}
		if len(salt) < 8 {
			return nil, functions.Errorf("str2saltedpbkdf2(): second argument must be at least 8 bytes long")
		}
		iter, ok := args[2].(int64)
		if !ok {
			return nil, functions.Errorf("str2saltedpbkdf2(): third argument must be an integer")
		}
		if iter <= 40000 || iter >= 70000 {
			return nil, functions.Errorf("str2saltedpbkdf2(): third argument must be between 40,000 and 70,000")
		}
		key, err := pbkdf2.Key(sha512.New, pw, []byte(salt), int(iter), 128)
		if err != nil {
			return nil, functions.Errorf("%s", err.Error())
		}
		h := values.NewHash(3)
		h.Put("password_hex", hex.EncodeToString(key))
		h.Put("salt_hex", hex.EncodeToString([]byte(salt)))
		h.Put("iterations", iter)
		return h, nil
	})
}

// allDigitsLine is Ruby's /^\d+$/: digits making up some line of the key.
var allDigitsLine = lazyre.New(`(?m)^\d+$`)
