package rlib

import (
	_ "embed"

	"github.com/punch-dev/punch/compiler/ruby"
)

// Puppet's HTTP client (puppet_http.rb): Puppet.runtime[:http] and the
// deprecated Puppet::Network::HttpPool. Puppet has them loaded; here the
// first use loads them: Puppet.runtime, a reference to Puppet::HTTP,
// Puppet::Network::HttpPool or Puppet::Network::HTTP, or a require of
// Puppet's own file names for them.
//
//go:embed puppet_http.rb
var puppetHTTPSource string

// puppetHTTPFiles are Puppet's file names that define what
// puppet_http.rb defines.
var puppetHTTPFiles = []string{"puppet/http", "puppet/http/client", "puppet/network/http_pool",
	"puppet/network/http", "puppet/network/http/connection", "puppet/runtime"}

func init() {
	source := rubySource("puppet_http.rb", puppetHTTPSource)
	setup := func(in *ruby.Interp) error {
		if err := dropAutoloads(in); err != nil {
			return err
		}
		return source(in)
	}
	register(ruby.Library{Name: puppetHTTPFiles[0], Requires: []string{"net/http"}, Setup: setup}, false)
	for _, name := range puppetHTTPFiles[1:] {
		register(ruby.Library{Name: name, Requires: []string{puppetHTTPFiles[0]}, Setup: func(*ruby.Interp) error { return nil }}, false)
	}
	ruby.AddPuppetAPIPart(definePuppetHTTP)
}

// puppetHTTPAutoloads are the constants whose first reference loads
// puppet_http.rb.
var puppetHTTPAutoloads = [][2]string{{"Puppet", "HTTP"}, {"Puppet", "Runtime"}, {"Puppet::Network", "HttpPool"}, {"Puppet::Network", "HTTP"}}

// dropAutoloads removes the autoload entries puppet_http.rb is about to
// define (its `module HTTP` would otherwise meet the entry, not a module).
func dropAutoloads(in *ruby.Interp) error {
	for _, a := range puppetHTTPAutoloads {
		m, err := module(in, a[0])
		if err != nil {
			return err
		}
		if v, ok := m.Const(a[1]); ok {
			if _, defined := v.(*ruby.Module); !defined {
				if _, err := in.CallMethod(m, "send", ruby.Symbol("remove_const"), ruby.Symbol(a[1])); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func definePuppetHTTP(in *ruby.Interp) error {
	pv, err := in.Const("Puppet")
	if err != nil {
		return err
	}
	puppet, ok := pv.(*ruby.Module)
	if !ok {
		return in.Raise("TypeError", "Puppet is not a module")
	}
	in.DefineModule(puppet, "Network")
	for _, a := range puppetHTTPAutoloads {
		m, err := module(in, a[0])
		if err != nil {
			return err
		}
		if _, err := in.CallMethod(m, "autoload", ruby.Symbol(a[1]), ruby.NewString(puppetHTTPFiles[0])); err != nil {
			return err
		}
	}
	puppet.DefineSingletonMethod("runtime", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		rt, err := c.In.Const("Puppet::Runtime")
		if err != nil {
			return nil, err
		}
		return c.In.CallMethod(rt, "instance")
	})
	return nil
}
