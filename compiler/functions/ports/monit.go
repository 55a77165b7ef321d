package ports

import (
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/functions/core"
	"github.com/punch-dev/punch/compiler/util/rubystr"
	"github.com/punch-dev/punch/compiler/values"
)

// sbitio-monit's monit_validate_tests(type, tests): checks a check's tests
// and writes them in monit's language (upcased type, operator and action, a
// "condition", tolerance as "N TIMES WITHIN M CYCLES"). The Ruby function
// changes the hashes of its (converted, so private) arguments in place; this
// port builds changed copies with the keys in the same order.

var (
	monitResourceTests = []string{
		"CPU", "CPU(USER)", "CPU(SYSTEM)", "CPU(WAIT)", "TOTAL CPU", "CHILDREN",
		"LOADAVG(1MIN)", "LOADAVG(5MIN)", "LOADAVG(15MIN)",
		"TOTAL MEMORY", "MEMORY", "SWAP",
	}
	monitOperators = []string{"<", ">", "!=", "==", "GT", "LT", "EQ", "NE", "GREATER", "LESS", "EQUAL", "NOTEQUAL"}
	monitProtocols = map[string][]string{
		"GENERIC":       {"SEND", "EXPECT"},
		"HTTP":          {"REQUEST", "STATUS", "CHECKSUM", "HOSTHEADER", "CONTENT"},
		"APACHE-STATUS": {"LOGLIMIT", "CLOSELIMIT", "DNSLIMIT", "KEEPALIVELIMIT", "REPLYLIMIT", "REQUESTLIMIT", "STARTLIMIT", "WAITLIMIT", "GRACEFULLIMIT", "CLEANUPLIMIT"},
	}
	monitTestTypes = map[string][]string{
		"DIRECTORY":  {},
		"FIFO":       {},
		"FILE":       {},
		"FILESYSTEM": {"FSFLAGS", "SPACE", "INODE", "PERM", "PERMISSION"},
		"HOST":       {"CONNECTION"},
		"PROCESS":    append(append([]string{}, monitResourceTests...), "CONNECTION"),
		"PROGRAM":    {},
		"SYSTEM":     monitResourceTests,
	}
	monitActions = []string{"ALERT", "RESTART", "START", "STOP", "EXEC", "UNMONITOR"}
)

func monitIncludes(list []string, v values.Value) bool {
	s, ok := v.(string)
	if !ok {
		return false
	}
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// monitUpcase is Ruby's v.upcase.
func monitUpcase(v values.Value) (string, error) {
	s, ok := v.(string)
	if !ok {
		return "", core.NoMethodError("upcase", v)
	}
	return rubystr.Upcase(s), nil
}

func modulesMonitFunctions(l *functions.Lib) {
	l.Register3x("monit_validate_tests", "monit", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		a0, a1 := functions.Arg(args, 0), functions.Arg(args, 1)
		checkType, err := monitUpcase(a0)
		if err != nil {
			return nil, err
		}
		tests, ok := a1.([]values.Value)
		if !ok {
			return nil, core.NoMethodError("each_with_index", a1)
		}
		out := make([]values.Value, len(tests))
		for i, t := range tests {
			h, ok := t.(*values.Hash)
			if !ok {
				return nil, core.NoMethodError("upcase", nil)
			}
			v, err := monitTest(checkType, h.Clone())
			if err != nil {
				return nil, err
			}
			out[i] = v
		}
		return out, nil
	})
}

func monitTest(checkType string, test *values.Hash) (*values.Hash, error) {
	get := func(k string) values.Value { v, _ := test.GetString(k); return v }
	has := func(k string) bool { _, ok := test.GetString(k); return ok }
	typ, err := monitUpcase(get("type"))
	if err != nil {
		return nil, err
	}
	test.Put("type", typ)
	allowed, known := monitTestTypes[checkType]
	if !known {
		return nil, core.NoMethodError("include?", nil)
	}
	if !monitIncludes(allowed, typ) {
		return nil, functions.ParseErr("Tests for '%s': invalid test type '%s'", checkType, typ)
	}
	prefix := "Tests for '" + checkType + "' ('" + typ + "'): "

	if has("tolerance") {
		tol, ok := get("tolerance").(*values.Hash)
		var cycles values.Value
		hasCycles := false
		if ok {
			cycles, hasCycles = tol.GetString("cycles")
		}
		if !hasCycles {
			return nil, functions.ParseErr("%stolerance must be a hash with 'cycles' key and optionally 'times'.", prefix)
		}
		if times, ok := tol.GetString("times"); ok {
			test.Put("tolerance", functions.RubyToS(times)+" TIMES WITHIN "+functions.RubyToS(cycles)+" CYCLES")
		} else {
			test.Put("tolerance", functions.RubyToS(cycles)+" CYCLES")
		}
	}

	if !has("action") {
		test.Put("action", "ALERT")
	} else {
		action, err := monitUpcase(get("action"))
		if err != nil {
			return nil, err
		}
		test.Put("action", action)
		if !monitIncludes(monitActions, action) {
			return nil, functions.ParseErr("%sinvalid action '%s'", prefix, action)
		}
		if action == "EXEC" && !has("exec") {
			return nil, functions.ParseErr("%smissing command for exec action", prefix)
		}
	}

	switch {
	case monitIncludes(monitResourceTests, typ) || typ == "SPACE" || typ == "INODE":
		if !has("operator") {
			return nil, functions.ParseErr("%s'operator' is mandatory", prefix)
		}
		if !monitIncludes(monitOperators, get("operator")) {
			return nil, functions.ParseErr("%sinvalid operator: %s", prefix, functions.RubyToS(get("operator")))
		}
		if !has("value") {
			return nil, functions.ParseErr("%s'value' is mandatory", prefix)
		}
		op, err := monitUpcase(get("operator"))
		if err != nil {
			return nil, err
		}
		test.Put("operator", op)
		test.Put("condition", typ+" "+op+" "+functions.RubyToS(get("value")))
	case typ == "FSFLAGS":
		test.Put("condition", "CHANGED "+typ)
	case typ == "PERM" || typ == "PERMISSION":
		if !has("value") {
			return nil, functions.ParseErr("%s'value' is mandatory", prefix)
		}
		test.Put("condition", "FAILED "+typ+" "+functions.RubyToS(get("value")))
	case typ == "CONNECTION":
		if !has("port") && !has("unixsocket") {
			return nil, functions.ParseErr("%s'port' or 'unixsocket' is mandatory", prefix)
		}
		cond, err := monitConnection(test, prefix)
		if err != nil {
			return nil, err
		}
		if has("timeout") {
			cond += "\n    WITH TIMEOUT " + functions.RubyToS(get("timeout")) + " SECONDS"
		}
		if has("retry") {
			cond += " RETRY " + functions.RubyToS(get("retry"))
		}
		// the action is always set by now: upcase it again, as the module does
		action, _ := monitUpcase(get("action"))
		test.Put("action", action)
		test.Put("condition", cond)
	}
	return test, nil
}

// monitConnection is the condition of a CONNECTION test, before its
// timeout and retry.
func monitConnection(test *values.Hash, prefix string) (string, error) {
	get := func(k string) values.Value { v, _ := test.GetString(k); return v }
	has := func(k string) bool { _, ok := test.GetString(k); return ok }
	cond := "FAILED"
	if has("unixsocket") {
		// sic: no space ("FAILEDUNIXSOCKET")
		return cond + "UNIXSOCKET " + functions.RubyToS(get("unixsocket")), nil
	}
	if has("host") {
		cond += " HOST " + functions.RubyToS(get("host")) + " PORT " + functions.RubyToS(get("port"))
	} else {
		cond += " PORT " + functions.RubyToS(get("port"))
	}
	if has("socket_type") {
		st, err := monitUpcase(get("socket_type"))
		if err != nil {
			return "", err
		}
		test.Put("socket_type", st)
		cond += " TYPE " + st
		if st == "TCPSSL" {
			if has("socket_type_cypher") {
				cy, err := monitUpcase(get("socket_type_cypher"))
				if err != nil {
					return "", err
				}
				test.Put("socket_type_cypher", cy)
				cond += " " + cy
			}
			if has("socket_type_checksum") {
				cond += " CERTMD5 " + functions.RubyToS(get("socket_type_checksum"))
			}
		}
	}
	if !has("protocol") {
		return cond, nil
	}
	proto, err := monitUpcase(get("protocol"))
	if err != nil {
		return "", err
	}
	test.Put("protocol", proto)
	if proto != "GENERIC" {
		cond += "\n    PROTOCOL " + proto + " "
	}
	if !has("protocol_test") {
		return cond, nil
	}
	ptType := "GENERIC"
	if _, ok := monitProtocols[proto]; ok {
		ptType = proto
	}
	ptOptions := monitProtocols[ptType]
	switch ptType {
	case "HTTP", "APACHE-STATUS":
		options, ok := get("protocol_test").(*values.Hash)
		if !ok {
			return "", functions.ParseErr("%sprotocol_test must be a hash with any of this keys: %s.", prefix, strings.Join(ptOptions, ", "))
		}
		var invalid []string
		for _, k := range options.Keys() {
			u, err := monitUpcase(k)
			if err != nil {
				return "", err
			}
			if !monitIncludes(ptOptions, u) {
				invalid = append(invalid, u)
			}
		}
		if len(invalid) > 0 {
			return "", functions.ParseErr("%sinvalid options in %s ckeck: %s", prefix, proto, strings.Join(invalid, ", "))
		}
		if r, ok := options.GetString("request"); ok {
			cond += "\n    REQUEST " + functions.RubyToS(r)
		}
		for i := 0; i < options.Len(); i++ {
			k, v := options.At(i)
			if k == "request" {
				continue
			}
			u, _ := monitUpcase(k)
			cond += "\n    " + u + " " + functions.RubyToS(v)
		}
	case "GENERIC":
		pairs, ok := get("protocol_test").([]values.Value)
		if !ok {
			return "", functions.ParseErr("%sprotocol_test must be an array of hashes with send/expect pairs.", prefix)
		}
		for _, p := range pairs {
			pair, ok := p.(*values.Hash)
			if !ok {
				return "", core.NoMethodError("keys", p)
			}
			var upper []string
			for _, k := range pair.Keys() {
				u, err := monitUpcase(k)
				if err != nil {
					return "", err
				}
				upper = append(upper, u)
			}
			for _, o := range ptOptions {
				if !monitIncludes(upper, o) {
					return "", functions.ParseErr("%smissing options in %s ckeck: %s are mandatory.", prefix, proto, strings.Join(ptOptions, ", "))
				}
			}
			for i := 0; i < pair.Len(); i++ {
				k, v := pair.At(i)
				u, _ := monitUpcase(k)
				cond += "\n    " + u + " " + functions.RubyToS(v)
			}
		}
	}
	return cond, nil
}
