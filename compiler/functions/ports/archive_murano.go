package ports

import (
	"strings"
	"sync"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/functions/core"
	"github.com/punch-dev/punch/compiler/util/regexp2"
	"github.com/punch-dev/punch/compiler/values"
)

// Functions of Debian modules a-m that a site can call directly:
// theforeman-dns's get_in_addr_arpa and date (3.x), puppet-archive's
// archive::parse_artifactory_url and murano's get_ext_net_name (4.x).

// artifactoryURL is archive::parse_artifactory_url's regexp (Ruby's /x: the
// whitespace of the module's source is not part of it): the
// 'maven-2-default' repository layout, with a back reference to the module
// and base revision in the file name. Compiled on first use (about 150 µs
// and 340 allocations that every punch command paid at start-up).
var artifactoryURL = sync.OnceValue(func() *regexp2.Regexp {
	return regexp2.MustCompile(`(?<base_url>.*/artifactory)`+
		`/(?<repository>[^/]+)`+
		`/(?<org_path>.+?)`+
		`/(?<module>[^/]+)`+
		`/(?<base_rev>[^/]+?)(?:-(?<folder_iteg_rev>SNAPSHOT))?`+
		`/\k<module>-\k<base_rev>`+
		`(?:-(?<file_iteg_rev>SNAPSHOT|(?:(?:[0-9]{8}.[0-9]{6})-(?:[0-9]+))))?`+
		`(?:-(?<classifier>[^/]+?))?`+
		`\.(?<ext>(?:(?!\d))[^\-/]+|7z)`, regexp2.None)
})

var artifactoryGroups = []string{"base_url", "repository", "org_path", "module", "base_rev",
	"folder_iteg_rev", "file_iteg_rev", "classifier", "ext"}

func modulesAmFunctions(l *functions.Lib) {
	// "#{args[0].split(".").reverse.join(".")}.in-addr.arpa"
	l.Register3x("get_in_addr_arpa", "dns", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		a := functions.Arg(args, 0)
		s, ok := a.(string)
		if !ok {
			return nil, core.NoMethodError("split", a)
		}
		parts := functions.RubySplitStrings(s, ".")
		for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
			parts[i], parts[j] = parts[j], parts[i]
		}
		return strings.Join(parts, ".") + ".in-addr.arpa", nil
	})

	// newfunction(:date) do ... end: the block takes no parameter and
	// Puppet calls it with the argument array, so every call raises Ruby's
	// ArgumentError.
	l.Register3x("date", "dns", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		return nil, functions.Errorf("wrong number of arguments (given 1, expected 0)")
	})

	// get_ext_net_name(*args): the key of the first network whose
	// value.fetch('L2', {})['router_ext'] is truthy, nil when none is.
	l.Add(&functions.Function{Name: "get_ext_net_name", Module: "murano", Signatures: []*functions.Signature{{
		Rest: &functions.Param{Name: "args"},
		Call: func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			first := functions.Arg(args, 0)
			networks, ok := first.(*values.Hash)
			if !ok {
				return nil, functions.ParseErr("get_ext_net_name(): No network data provided!")
			}
			for i := 0; i < networks.Len(); i++ {
				name, net := networks.At(i)
				h, ok := net.(*values.Hash)
				if !ok {
					return nil, core.NoMethodError("fetch", net)
				}
				l2, found := h.Get("L2")
				if !found {
					continue
				}
				l2h, ok := l2.(*values.Hash)
				if !ok {
					return nil, core.NoMethodError("[]", l2)
				}
				if v, _ := l2h.Get("router_ext"); v != nil && v != false {
					return name, nil
				}
			}
			return nil, nil
		}}}})

	l.Add(&functions.Function{Name: "archive::parse_artifactory_url", Module: "archive", Signatures: []*functions.Signature{{
		Required: []functions.Param{{Name: "url", Type: functions.MustType("Variant[Stdlib::HTTPUrl, Stdlib::HTTPSUrl]")}},
		Call: func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			m, err := artifactoryURL().FindStringMatch(args[0].(string))
			if err != nil || m == nil {
				return nil, nil
			}
			h := values.NewHash(len(artifactoryGroups))
			for _, name := range artifactoryGroups {
				var v values.Value
				if g := m.GroupByName(name); g != nil && len(g.Captures) > 0 {
					v = g.String()
				}
				h.Put(name, v)
			}
			return h, nil
		}}}})
}
