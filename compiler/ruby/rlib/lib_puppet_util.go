package rlib

import (
	_ "embed"

	"github.com/punch-dev/punch/compiler/ruby"
)

// Puppet::Util::Checksums and Puppet::Util::Diff (puppet_util.rb): Puppet has
// them loaded; here the first reference to either constant, or a require of
// Puppet's file names for them, loads them (so a compile that does not use
// them does not pay for their methods in every Interp).
//
//go:embed puppet_util.rb
var puppetUtilSource string

// puppetUtilFiles are Puppet's file names for what puppet_util.rb defines.
var puppetUtilFiles = []string{"puppet/util/checksums", "puppet/util/diff"}

// puppetUtilAutoloads are the constants under Puppet::Util whose first
// reference loads puppet_util.rb.
var puppetUtilAutoloads = []string{"Checksums", "Diff"}

func init() {
	source := rubySource("puppet_util.rb", puppetUtilSource)
	setup := func(in *ruby.Interp) error {
		util, err := module(in, "Puppet::Util")
		if err != nil {
			return err
		}
		// the autoload entries give way to the modules the file defines
		for _, name := range puppetUtilAutoloads {
			if v, ok := util.Const(name); ok {
				if _, defined := v.(*ruby.Module); !defined {
					if _, err := in.CallMethod(util, "send", ruby.Symbol("remove_const"), ruby.Symbol(name)); err != nil {
						return err
					}
				}
			}
		}
		return source(in)
	}
	register(ruby.Library{Name: puppetUtilFiles[0], Requires: []string{"digest", "openssl"}, Setup: setup}, false)
	register(ruby.Library{Name: puppetUtilFiles[1], Requires: []string{puppetUtilFiles[0]}, Setup: func(*ruby.Interp) error { return nil }}, false)
	ruby.AddPuppetAPIPart(func(in *ruby.Interp) error {
		util, err := module(in, "Puppet::Util")
		if err != nil {
			return err
		}
		for _, name := range puppetUtilAutoloads {
			if _, err := in.CallMethod(util, "autoload", ruby.Symbol(name), ruby.NewString(puppetUtilFiles[0])); err != nil {
				return err
			}
		}
		return nil
	})
}
