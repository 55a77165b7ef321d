package main

import (
	"github.com/punch-dev/punch/compiler/util/memwatch"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/readlimit"
	"github.com/punch-dev/punch/environments/settings"
)

// applyCompileLimits sets the process's bounds of a compile from the
// settings, for punch serve and punch compile alike: the largest file a
// compile reads (max_compile_read), the largest value it builds
// (max_value_size), the longest a regexp match may take (regexp_timeout),
// and the memory ceiling above which the compile that
// built the most is stopped (max_memory; docs/server.md, "Running well").
func applyCompileLimits(st *settings.Settings) {
	readlimit.SetLimit(st.MaxCompileRead)
	values.SetMaxValueSize(st.MaxValueSize)
	values.SetRegexpTimeout(st.RegexpTimeout)
	memwatch.Default().SetLimit(st.MaxMemory, "max_memory")
}
