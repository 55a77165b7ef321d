// Package sample builds the representative data the benchmarks of rlib's
// YAML and JSON writers use: a node's configuration as modules hand it to
// to_yaml/to_json (nested hashes and lists of service settings; plain,
// quoted and multi-line strings, numbers, booleans, nil).
package sample

import (
	"strconv"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// Config returns a Hash of n services.
func Config(n int) *rv.Hash {
	root := rv.NewHash(4)
	services := rv.NewHash(n)
	for i := 0; i < n; i++ {
		s := rv.NewHash(8)
		name := "service-" + strconv.Itoa(i)
		s.Set(rv.Str("ensure"), rv.Str("running"))
		s.Set(rv.Str("enable"), i%2 == 0)
		s.Set(rv.Str("port"), int64(8000+i))
		s.Set(rv.Str("ratio"), float64(i)/7)
		s.Set(rv.Str("version"), rv.Str("1.0"))
		s.Set(rv.Str("listen"), rv.NewArray(rv.Str("0.0.0.0:"+strconv.Itoa(8000+i)), rv.Str("[::]:"+strconv.Itoa(8000+i))))
		s.Set(rv.Str("options"), rv.NewHash(0))
		s.Set(rv.Str("description"), rv.Str("The "+name+" daemon, managed by Puppet: do not edit by hand; changes are overwritten on the next run"))
		s.Set(rv.Str("script"), rv.Str("#!/bin/sh\nexec /usr/bin/"+name+" --config /etc/"+name+".conf\n"))
		s.Set(rv.Str("secret"), nil)
		s.Set(rv.Str("tags"), rv.NewArray(rv.Str("web"), rv.Str("yes"), rv.Str("é")))
		services.Set(rv.Str(name), s)
	}
	root.Set(rv.Str("services"), services)
	root.Set(rv.Str("datacenter"), rv.Str("dc1"))
	root.Set(rv.Str("ntp_servers"), rv.NewArray(rv.Str("0.pool.ntp.org"), rv.Str("1.pool.ntp.org")))
	return root
}
