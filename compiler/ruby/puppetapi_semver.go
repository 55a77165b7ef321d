package ruby

import (
	"github.com/punch-dev/punch/compiler/values"
)

// The semantic_puppet library Puppet ships and has loaded (puppet/pops.rb
// requires it), as module code uses it on versions and ranges of module
// metadata (simp-simplib's assert_optional_dependency): `require
// 'semantic_puppet'` is a no-op (puppetProvides), and SemanticPuppet::Version
// answers its readers, stable?/to_stable/next and valid?, with parse's
// failures a SemanticPuppet::Version::ValidationFailure (an ArgumentError).
// The objects stay Puppet's SemVer values (values.SemVer), so they cross
// back into Puppet as SemVer. Checked against Ruby 3.1 with semantic_puppet
// 1.0.4: TestOracle semantic_puppet.

func (in *Interp) defineSemanticPuppet() {
	ver := in.puppetValueClass("SemanticPuppet::Version")
	// (classes are looked up when a method runs: a compile's Interp is a
	// copy of the Env's, with its own classes: fork.go)
	in.DefineClass(ver, "ValidationFailure", in.classByName(cArgumentError))
	semverOf := func(c *Call) values.SemVer {
		pv, _ := pvOf(c.Self)
		v, _ := pv.(values.SemVer)
		return v
	}
	optString := func(s string) Value {
		if s == "" {
			return nil
		}
		return NewString(s)
	}
	ver.singletonClass().DefineMethod("parse", 1, 1, func(c *Call) (Value, error) {
		s, err := c.In.strArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		v, perr := values.ParseSemVer(s)
		if perr != nil {
			return nil, c.In.raiseClass("SemanticPuppet::Version::ValidationFailure", perr.Error())
		}
		o := c.In.puppetObject(v)
		// parse returns a frozen Version
		if obj, ok := o.(*Object); ok {
			obj.frozen = true
		}
		return o, nil
	})
	ver.singletonClass().DefineMethod("valid?", 1, 1, func(c *Call) (Value, error) {
		s, err := c.In.strArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		_, perr := values.ParseSemVer(s)
		return perr == nil, nil
	})
	ver.DefineMethod("major", 0, 0, func(c *Call) (Value, error) { return uintValue(semverOf(c).Major), nil })
	ver.DefineMethod("minor", 0, 0, func(c *Call) (Value, error) { return uintValue(semverOf(c).Minor), nil })
	ver.DefineMethod("patch", 0, 0, func(c *Call) (Value, error) { return uintValue(semverOf(c).Patch), nil })
	ver.DefineMethod("prerelease", 0, 0, func(c *Call) (Value, error) { return optString(semverOf(c).Pre), nil })
	ver.DefineMethod("build", 0, 0, func(c *Call) (Value, error) { return optString(semverOf(c).Build), nil })
	ver.DefineMethod("stable?", 0, 0, func(c *Call) (Value, error) { return semverOf(c).Pre == "", nil })
	ver.DefineMethod("to_stable", 0, 0, func(c *Call) (Value, error) {
		v := semverOf(c)
		if v.Pre == "" {
			return c.Self, nil
		}
		v.Pre = ""
		return c.In.puppetObject(v), nil
	})
	// next(:major | :minor | :patch): the next release, without prerelease
	// and build; nil for another part
	ver.DefineMethod("next", 1, 1, func(c *Call) (Value, error) {
		v := semverOf(c)
		next := values.SemVer{Major: v.Major, Minor: v.Minor, Patch: v.Patch}
		switch c.Args[0] {
		case Symbol("major"):
			next = values.SemVer{Major: v.Major + 1}
		case Symbol("minor"):
			next.Minor, next.Patch = v.Minor+1, 0
		case Symbol("patch"):
			next.Patch = v.Patch + 1
		default:
			return nil, nil
		}
		return c.In.puppetObject(next), nil
	})
	ver.Alias("eql?", "==")
}
