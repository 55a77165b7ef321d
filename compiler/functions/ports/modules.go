package ports

import (
	"crypto/md5"
	"crypto/sha1"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/functions/core"
	"github.com/punch-dev/punch/compiler/functions/stdlib"
	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/util/rubyfile"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
)

// Ports of the Ruby functions of Debian's other Puppet modules that
// manifests call: openstacklib, mysql, postgresql, apache, mongodb,
// neutron, nova, vswitch, ironic, mcollective, collectd, staging,
// memcached, openstack_extras, translate. Each resolves only when its
// module is on the modulepath.

func modulesFunctions(l *functions.Lib) {
	// openstacklib
	const osl = "openstacklib"
	l.Register("is_service_default", osl, functions.AnyArgs(func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("is_service_default(): Wrong number of argumentsgiven (%d for 1)", len(args))
		}
		return args[0] == "<SERVICE DEFAULT>", nil
	}))
	l.Register("normalize_ip_for_uri", osl, functions.AnyArgs(func(c functions.Context, args []values.Value) (values.Value, error) {
		return mapIPs(args, func(ip values.Value) (values.Value, error) {
			s, ok := ip.(string)
			if !ok {
				// IPAddr.new of anything but a String raises
				// IPAddr::AddressFamilyError, an ArgumentError the function
				// rescues: the value passes unchanged (Ruby 3.1's ipaddr 1.2.4).
				return ip, nil
			}
			if a, err := stdlib.RubyIPAddr(s); err == nil && !a.Addr.Is4() && !bracketedRx.MatchString(s) {
				return "[" + s + "]", nil
			}
			return s, nil
		})
	}))
	l.Register("inet6_prefix", osl, functions.AnyArgs(func(c functions.Context, args []values.Value) (values.Value, error) {
		return mapIPs(args, func(ip values.Value) (values.Value, error) {
			s, ok := ip.(string)
			if !ok || inet6Rx.MatchString(s) {
				return ip, nil
			}
			var parts []string
			for _, p := range inet6SplitRx.Split(s, -1) {
				if p != "" {
					parts = append(parts, p)
				}
			}
			if len(parts) == 0 {
				return ip, nil
			}
			if a, err := stdlib.RubyIPAddr(parts[0]); err == nil && !a.Addr.Is4() {
				return "inet6:[" + parts[0] + "]" + strings.Join(parts[1:], ""), nil
			}
			return ip, nil
		})
	}))
	l.Register("os_transport_url", osl, functions.AnyArgs(osTransportURL))
	l.Register("os_database_connection", osl, functions.AnyArgs(osDatabaseConnection))

	// mysql
	mysqlPassword := func(s string) string {
		if s == "" {
			return ""
		}
		if mysqlHashRx.MatchString(s) {
			return s
		}
		inner := sha1.Sum([]byte(s))
		outer := sha1.Sum(inner[:])
		return "*" + strings.ToUpper(hex.EncodeToString(outer[:]))
	}
	l.Register("mysql::password", "mysql", functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		return mysqlPassword(args[0].(string)), nil
	}).Req("password", "String"))
	l.Register3x("mysql_password", "mysql", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("mysql_password(): Wrong number of arguments given (%d for 1)", len(args))
		}
		s, ok := args[0].(string)
		if !ok {
			return nil, core.NoMethodError("empty?", args[0])
		}
		return mysqlPassword(s), nil
	})
	l.Register("mysql::strip_hash", "mysql", functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		h := args[0].(*values.Hash)
		out := values.NewHash(h.Len())
		for i := 0; i < h.Len(); i++ {
			k, v := h.At(i)
			if v == "" {
				continue
			}
			if vh, ok := v.(*values.Hash); ok {
				inner := values.NewHash(vh.Len())
				for j := 0; j < vh.Len(); j++ {
					ik, iv := vh.At(j)
					if iv != "" {
						inner.Put(ik, iv)
					}
				}
				v = inner
			}
			out.Put(k, v)
		}
		return out, nil
	}).Req("hash", "Hash"))

	// postgresql
	const pg = "postgresql"
	l.Register("postgresql::postgresql_password", pg, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		sum := md5.Sum([]byte(functions.RubyToS(args[1]) + functions.RubyToS(args[0])))
		return "md5" + hex.EncodeToString(sum[:]), nil
	}).Req("username", "Variant[String[1],Integer]").Req("password", "Variant[String[1],Integer]"))
	l.Register("postgresql::postgresql_escape", pg, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		s := args[0].(string)
		if !strings.Contains(s, "$$") && !strings.HasSuffix(s, "$") {
			return "$$" + s + "$$", nil
		}
		tag := pgTag(s)
		for strings.Contains(s, tag) {
			tag = pgTag(tag)
		}
		return "$" + tag + "$" + s + "$" + tag + "$", nil
	}).Req("input_string", "String[1]"))
	l.Register("postgresql::postgresql_acls_to_resources_hash", pg, functions.Sig(pgACLs).
		Req("acls", "Array[String]").Req("id", "String[1]").Req("offset", "Integer[0]"))
	stdlib.DeprecatedAlias(l, "postgresql_password", pg, "postgresql_password", "This method is deprecated, please use postgresql::postgresql_password instead.", "postgresql::postgresql_password")
	stdlib.DeprecatedAlias(l, "postgresql_escape", pg, "postgresql_escape", "This method is deprecated, please use postgresql::postgresql_escape instead.", "postgresql::postgresql_escape")

	// apache
	l.Register("apache::pw_hash", "apache", functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		sum := sha1.Sum([]byte(args[0].(string)))
		return "{SHA}" + base64.StdEncoding.EncodeToString(sum[:]), nil
	}).Req("password", "String[1]"))
	l.Register("apache::bool2httpd", "apache", functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		a := args[0]
		s, isStr := a.(string)
		switch {
		case a == nil || a == false || (isStr && falseIRx.MatchString(s)):
			return "Off", nil
		case a == true || (isStr && trueIRx.MatchString(s)):
			return "On", nil
		}
		return functions.RubyToS(a), nil
	}).Req("arg", "Any"))
	stdlib.DeprecatedAlias(l, "bool2httpd", "apache", "bool2httpd", "This function is deprecated, please use apache::bool2httpd instead.", "apache::bool2httpd")
	stdlib.DeprecatedAlias(l, "apache_pw_hash", "apache", "apache_pw_hash", "This function is deprecated, please use apache::pw_hash instead.", "apache::pw_hash")
	stdlib.DeprecatedAlias(l, "apache::apache_pw_hash", "apache", "apache::apache_pw_hash", "This function is deprecated, please use apache::pw_hash instead.", "apache::pw_hash")

	// mongodb
	l.Register3x("mongodb_password", "mongodb", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 2 {
			return nil, functions.ParseErr("mongodb_password(): Wrong number of arguments given (%d for 2)", len(args))
		}
		sum := md5.Sum([]byte(functions.RubyToS(args[0]) + ":mongo:" + functions.RubyToS(args[1])))
		return hex.EncodeToString(sum[:]), nil
	})

	// neutron
	const neutron = "neutron"
	l.Register("validate_network_vlan_ranges", neutron, functions.AnyArgs(func(c functions.Context, args []values.Value) (values.Value, error) {
		return eachRange(args, func(r string) error {
			if m := vlanRangeRx.FindStringSubmatch(r); m != nil {
				first, second := core.RubyToI(m[2]), core.RubyToI(m[3])
				if first > 4094 || second > 4094 {
					return functions.Errorf("vlan id are invalid.")
				}
				if second-first < 0 {
					return functions.Errorf("network vlan ranges are invalid.")
				}
				return nil
			}
			if vlanNameRx.MatchString(r) {
				return nil
			}
			return functions.Errorf("network vlan ranges are invalid.")
		})
	}))
	l.Register("validate_tunnel_id_ranges", neutron, functions.AnyArgs(func(c functions.Context, args []values.Value) (values.Value, error) {
		return eachRange(args, func(r string) error {
			m := idRangeRx.FindStringSubmatch(r)
			if m == nil {
				return functions.Errorf("tunnel id ranges are invalid.")
			}
			first, second := core.RubyToI(m[1]), core.RubyToI(m[2])
			if second-first > 1000000 {
				return functions.Errorf("tunnel id ranges are to large.")
			}
			if second-first < 0 {
				return functions.Errorf("tunnel id ranges are invalid.")
			}
			return nil
		})
	}))
	l.Register("validate_vni_ranges", neutron, functions.AnyArgs(func(c functions.Context, args []values.Value) (values.Value, error) {
		return eachRange(args, func(r string) error {
			m := idRangeRx.FindStringSubmatch(r)
			if m == nil {
				return functions.Errorf("vni ranges are invalid.")
			}
			first, second := core.RubyToI(m[1]), core.RubyToI(m[2])
			if first < 0 || first > 16777215 || second < 0 || second > 16777215 || second < first {
				return functions.Errorf("vni ranges are invalid.")
			}
			return nil
		})
	}))
	l.Register("validate_vxlan_udp_port", neutron, functions.AnyArgs(func(c functions.Context, args []values.Value) (values.Value, error) {
		a := functions.Arg(args, 0)
		n, ok := stdlib.RubyStrictInteger(a)
		if !ok {
			if s, isStr := a.(string); isStr {
				return nil, functions.Errorf("invalid value for Integer(): %s", functions.RubyInspect(s))
			}
			return nil, functions.Errorf("can't convert %s into Integer", core.RubyClassForConversion(a))
		}
		if n != 4789 && (49151 >= n || n > 65535) {
			return nil, functions.Errorf("vxlan udp port is invalid.")
		}
		return nil, nil
	}))
	l.Register("convert_to_json_string", neutron, functions.AnyArgs(func(c functions.Context, args []values.Value) (values.Value, error) {
		v := functions.Arg(args, 0)
		if arr, ok := v.([]values.Value); ok {
			all := true
			for _, e := range arr {
				s, isStr := e.(string)
				if !isStr || !strings.Contains(s, ":") {
					all = false
					break
				}
			}
			if all {
				h := values.NewHash(len(arr))
				for _, e := range arr {
					parts := functions.RubySplitString(e.(string), ":")
					var k, val values.Value
					if len(parts) > 0 {
						k = parts[0]
					}
					if len(parts) > 1 {
						val = parts[1]
					}
					h.Put(k, val)
				}
				v = h
			}
		}
		return stdlib.ToJSON(v)
	}))

	// nova
	l.Register("to_array_of_json_strings", "nova", functions.AnyArgs(func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("to_array_of_json_strings(): Wrong number of arguments")
		}
		list := args[0]
		if s, ok := list.(string); ok {
			v, err := data.DecodeJSON([]byte(s), data.JSONOptions{})
			if err != nil {
				v, err = data.DecodeJSON([]byte(strings.ReplaceAll(s, "'", `"`)), data.JSONOptions{})
				if err != nil {
					return nil, functions.ParseErr("Syntax error: %s is not valid", s)
				}
				c.LogPlain("warning", s+" is not valid JSON. Support for this format is deprecated and may be removed in future.")
			}
			list = values.FromData(v)
			if _, ok := list.([]values.Value); !ok {
				list = []values.Value{list}
			}
		}
		arr, ok := list.([]values.Value)
		valid := ok
		for _, e := range arr {
			if _, isHash := e.(*values.Hash); !isHash {
				valid = false
			}
		}
		if !valid {
			return nil, functions.ParseErr("Syntax error: %s is not an Array or JSON encoded String", functions.RubyToS(args[0]))
		}
		out := make([]values.Value, len(arr))
		for i, e := range arr {
			s, err := stdlib.ToJSON(e)
			if err != nil {
				return nil, err
			}
			out[i] = s
		}
		return out, nil
	}))

	// vswitch
	nilRange := func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		return nil, nil
	}
	l.Register("range_to_mask", "vswitch",
		functions.Sig(nilRange).Req("range", "Pattern[/^$/]"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return rangeToMask(args[0].(string)), nil
		}).Req("range", `Pattern[/^[0-9\-\,]/]`),
		functions.Sig(nilRange).Req("range", "Undef"))

	// ironic
	l.Register("ipv6_normalize_dnsmasq_ip_subnets", "ironic", functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		list, ok := args[0].([]values.Value)
		if !ok {
			return nil, core.NoMethodError("each", args[0])
		}
		out := make([]values.Value, 0, len(list))
		for _, e := range list {
			h, ok := e.(*values.Hash)
			if !ok {
				out = append(out, e)
				continue
			}
			dup := h.Clone()
			if nm, ok := h.GetString("netmask"); ok && values.Truthy(nm) {
				if s, ok := nm.(string); ok {
					if ip, err := stdlib.RubyIPAddr(s); err == nil && !ip.Addr.Is4() {
						ones := 0
						for _, b := range ip.Addr.AsSlice() {
							for i := 0; i < 8; i++ {
								if b&(1<<uint(i)) != 0 {
									ones++
								}
							}
						}
						dup.Put("netmask", int64(ones))
					}
				}
			}
			if gw, ok := h.GetString("gateway"); ok && values.Truthy(gw) {
				if s, ok := gw.(string); ok {
					if ip, err := stdlib.RubyIPAddr(s); err == nil && !ip.Addr.Is4() {
						dup = dup.Without("gateway")
					}
				}
			}
			out = append(out, dup)
		}
		return out, nil
	}).Req("args", "Any"))

	// mcollective
	l.Register3x("mco_array_to_string", "mcollective", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		a := functions.Arg(args, 0)
		arr, ok := a.([]values.Value)
		if !ok {
			return nil, functions.Errorf("Expected an array, but got a %s", functions.RubyClass(a))
		}
		out := make([]values.Value, len(arr))
		for i, e := range arr {
			out[i] = functions.RubyToS(e)
		}
		return out, nil
	})

	// collectd
	l.Register3x("collectd_convert_processes", "collectd", 1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if h, ok := args[0].(*values.Hash); ok {
			return h, nil
		}
		arr, ok := args[0].([]values.Value)
		if !ok {
			return nil, functions.ParseErr("convert_process_array(): Needs an array as argument")
		}
		out := values.NewHash(len(arr))
		for _, p := range arr {
			switch x := p.(type) {
			case string:
				out.Put(x, values.NewHash(0))
			case *values.Hash:
				name, _ := x.GetString("name")
				out.Put(name, x.Without("name"))
			default:
				return nil, functions.ParseErr("convert_process_array(): array element must be string or hash")
			}
		}
		return out, nil
	})

	// staging
	l.Register3x("staging_parse", "staging", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) < 1 || len(args) > 3 {
			return nil, functions.ParseErr("staging_parse(): Wrong number of arguments given (%d for 1, 2, 3)", len(args))
		}
		src, ok := args[0].(string)
		if !ok {
			return nil, core.NoMethodError("gsub", args[0])
		}
		path := uriPath(strings.ReplaceAll(src, `\`, "/"))
		info := "filename"
		if len(args) > 1 && values.Truthy(args[1]) {
			info = functions.RubyToS(args[1])
		}
		ext := rubyfile.Extname(path)
		if len(args) > 2 && values.Truthy(args[2]) {
			ext = functions.RubyToS(args[2])
		}
		switch info {
		case "filename":
			return rubyfile.Basename(path, ""), nil
		case "basename":
			return rubyfile.Basename(path, ext), nil
		case "extname":
			return rubyfile.Extname(path), nil
		case "parent":
			return expandPath(path + "/.."), nil
		}
		return nil, functions.ParseErr("staging_parse(), unknown parse info %s.", info)
	})

	// memcached
	l.Register("memcached::max_memory", "memcached", functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		arg := args[0]
		if values.Truthy(arg) && !strings.HasSuffix(functions.RubyToS(arg), "%") {
			return core.RubyToIValue(arg)
		}
		pct := "95%"
		if values.Truthy(arg) {
			pct = functions.RubyToS(arg)
		}
		facts, _ := c.Variable("facts")
		fh, _ := facts.(*values.Hash)
		mem, _ := fh.GetString("memorysize")
		m := stdlib.ToBytesRx.FindStringSubmatch(functions.RubyToS(mem))
		value := core.RubyStringToF(m[1])
		shift := map[string]uint{"": 0, "k": 10, "M": 20, "G": 30, "T": 40, "E": 50}
		sh, ok := shift[m[2]]
		if !ok {
			return nil, functions.ParseErr("memcached_max_memory(): Unknown prefix %s", m[2])
		}
		bytes := int64(value * float64(uint64(1)<<sh))
		return int64(math.Floor(float64(bytes/(1<<20)) * (core.RubyStringToF(pct) / 100.0))), nil
	}).Req("arg", "Any"))

	// openstack_extras
	l.Register("validate_yum_hash", "openstack_extras", functions.AnyArgs(func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) > 1 {
			return nil, functions.Errorf("validate_yum_hash takes only a single argument, %d provided", len(args))
		}
		a := functions.Arg(args, 0)
		h, ok := a.(*values.Hash)
		if !ok {
			return nil, functions.Errorf("non-hash argument provided to validate_yum_hash")
		}
		if h.Len() == 0 {
			return nil, nil
		}
		for i := 0; i < h.Len(); i++ {
			_, params := h.At(i)
			ph, ok := params.(*values.Hash)
			if !ok {
				return nil, core.NoMethodError("each", params)
			}
			for j := 0; j < ph.Len(); j++ {
				p, _ := ph.At(j)
				if !yumrepoParams[functions.RubyToS(p)] {
					return nil, functions.Errorf("Parameter %s is not valid for the yumrepo type", functions.RubyToS(p))
				}
			}
		}
		return h, nil
	}))

	// translate
	l.Register("translate", "translate", functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		msg := args[0].(string)
		if len(args) < 2 || args[1] == nil {
			return msg, nil
		}
		return values.Sprintf(msg, []values.Value{args[1]})
	}).Req("message", "String").Opt("interpolation_values", "Hash"))
}

var (
	bracketedRx   = lazyre.New(`\[.+\]`)
	inet6Rx       = lazyre.New(`^inet6:.+`)
	inet6SplitRx  = lazyre.New(`\s|\[|\]`)
	mysqlHashRx   = lazyre.New(`\*[A-F0-9]{40}$`)
	falseIRx      = lazyre.New(`(?i)false`)
	trueIRx       = lazyre.New(`(?i)true`)
	vlanRangeRx   = lazyre.New(`^(.+:)?(\d+):(\d+)$`)
	vlanNameRx    = lazyre.New(`^([^:]+)?(:\d+)?$`)
	idRangeRx     = lazyre.New(`^(\d+):(\d+)$`)
	yumrepoParams = func() map[string]bool {
		m := map[string]bool{}
		for _, p := range strings.Fields(`name ensure baseurl cost descr enabled enablegroups exclude failovermethod gpgcheck gpgkey
			http_caching include includepkgs keepalive metadata_expire metalink mirrorlist priority protect provider proxy
			proxy_password proxy_username repo_gpgcheck s3_enabled skip_if_unavailable sslcacert sslclientcert sslclientkey
			sslverify target timeout`) {
			m[p] = true
		}
		return m
	}()
)

// mapIPs applies f to the address or addresses of openstacklib's IP
// helpers: an array argument, or the arguments themselves; one result is
// returned alone.
func mapIPs(args []values.Value, f func(values.Value) (values.Value, error)) (values.Value, error) {
	list := args
	if len(args) > 0 {
		if arr, ok := args[0].([]values.Value); ok {
			list = arr
		}
	}
	out := make([]values.Value, 0, len(list))
	for _, ip := range list {
		r, err := f(ip)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	if len(list) == 1 {
		return out[0], nil
	}
	return out, nil
}

// eachRange runs check on each range of neutron's validators (a string or
// an array), returning the list.
func eachRange(args []values.Value, check func(string) error) (values.Value, error) {
	v := functions.Arg(args, 0)
	list, ok := v.([]values.Value)
	if !ok {
		list = []values.Value{v}
	}
	for _, r := range list {
		if r == nil || r == false {
			continue
		}
		s, ok := r.(string)
		if !ok {
			return nil, functions.Errorf("no implicit conversion of %s into String", core.RubyClassForConversion(r))
		}
		if err := check(s); err != nil {
			return nil, err
		}
	}
	return list, nil
}

// urlEncode is ERB::Util.url_encode.
func urlEncode(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.' || c == '~' {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// rubyClassName is the Ruby class name openstacklib's type checks print.
func classCheck(fn string, h *values.Hash, want func(key string) (string, func(values.Value) bool)) error {
	for i := 0; i < h.Len(); i++ {
		k, v := h.At(i)
		ks := functions.RubyToS(k)
		name, ok := want(ks)
		if !ok(v) {
			return functions.ParseErr("%s(): %s should be a %s", fn, ks, name)
		}
	}
	return nil
}

func isStringV(v values.Value) bool { _, ok := v.(string); return ok }
func isArrayV(v values.Value) bool  { _, ok := v.([]values.Value); return ok }
func isHashV(v values.Value) bool   { _, ok := v.(*values.Hash); return ok }

func osStr2Bool(v values.Value) (bool, error) {
	b, known, err := stdlib.Str2Bool(v)
	if err == nil && !known {
		err = functions.ParseErr("os_transport_url _str2bool(): Unknown type of boolean given")
	}
	return b, err
}

func osTransportURL(c functions.Context, args []values.Value) (values.Value, error) {
	if len(args) != 1 {
		return nil, functions.Errorf("os_transport_url(): Wrong number of arguments")
	}
	raw, ok := args[0].(*values.Hash)
	if !ok {
		return nil, functions.ParseErr("os_transport_url(): Requires an hash, got %s", functions.RubyClass(args[0]))
	}
	v := values.NewHash(raw.Len())
	for i := 0; i < raw.Len(); i++ {
		k, val := raw.At(i)
		if k == "port" {
			val = functions.RubyToS(val)
		}
		v.Put(k, val)
	}
	if err := classCheck("os_transport_url", v, func(key string) (string, func(values.Value) bool) {
		switch key {
		case "hosts":
			return "Array", isArrayV
		case "query":
			return "Hash", isHashV
		}
		return "String", isStringV
	}); err != nil {
		return nil, err
	}
	get := func(k string) (values.Value, bool) { return v.GetString(k) }
	transport, hasTransport := get("transport")
	if !hasTransport {
		return nil, functions.ParseErr("os_transport_url(): transport is required")
	}
	host, hasHost := get("host")
	hosts, hasHosts := get("hosts")
	if !hasHost && !hasHosts {
		return nil, functions.ParseErr("os_transport_url(): host or hosts is required")
	}
	if hasHost && hasHosts {
		return nil, functions.ParseErr("os_transport_url(): cannot use both host and hosts.")
	}
	userinfo, hasUser := "", false
	if u, ok := get("username"); ok && u != "" {
		userinfo, hasUser = urlEncode(functions.RubyToS(u)), true
		if p, ok := get("password"); ok && p != "" {
			userinfo += ":" + urlEncode(functions.RubyToS(p))
		}
	}
	port, hasPort := get("port")
	hostinfo := "localhost"
	if hasHost {
		h, err := c.Call("normalize_ip_for_uri", []values.Value{host}, nil)
		if err != nil {
			return nil, err
		}
		hs := functions.RubyToS(h)
		if hasPort {
			hs += ":" + functions.RubyToS(port)
		}
		if hasUser {
			hostinfo = userinfo + "@" + hs
		} else {
			hostinfo = hs
		}
	}
	if hasHosts {
		h, err := c.Call("normalize_ip_for_uri", []values.Value{hosts}, nil)
		if err != nil {
			return nil, err
		}
		list, ok := h.([]values.Value)
		if !ok {
			list = []values.Value{h}
		}
		parts := make([]string, len(list))
		for i, e := range list {
			s := functions.RubyToS(e)
			if hasPort {
				s += ":" + functions.RubyToS(port)
			}
			if hasUser {
				s = userinfo + "@" + s
			}
			parts[i] = s
		}
		hostinfo = strings.Join(parts, ",")
	}
	path := "/"
	if vh, ok := get("virtual_host"); ok {
		path = "/" + functions.RubyToS(vh)
	}
	query := values.NewHash(0)
	if q, ok := get("query"); ok {
		query = query.Merge(q.(*values.Hash))
	}
	if ssl, ok := get("ssl"); ok {
		b, err := osStr2Bool(ssl)
		if err != nil {
			return nil, err
		}
		n := int64(0)
		if b {
			n = 1
		}
		query.Put("ssl", n)
	}
	url := functions.RubyToS(transport) + "://" + hostinfo + path
	if query.Len() > 0 {
		parts := make([]string, query.Len())
		for i := 0; i < query.Len(); i++ {
			k, val := query.At(i)
			parts[i] = functions.RubyToS(k) + "=" + functions.RubyToS(val)
		}
		url += "?" + strings.Join(parts, "&")
	}
	return url, nil
}

func osDatabaseConnection(c functions.Context, args []values.Value) (values.Value, error) {
	if len(args) != 1 {
		return nil, functions.ParseErr("os_database_connection(): Wrong number of arguments given (%d for 1)", len(args))
	}
	v, ok := args[0].(*values.Hash)
	if !ok {
		return nil, functions.ParseErr("os_database_connection(): Requires an hash, got %s", functions.RubyClass(args[0]))
	}
	if err := classCheck("os_database_connection", v, func(key string) (string, func(values.Value) bool) {
		if key == "extra" {
			return "Hash", isHashV
		}
		return "String", isStringV
	}); err != nil {
		return nil, err
	}
	get := func(k string) (values.Value, bool) { return v.GetString(k) }
	dialect, ok := get("dialect")
	if !ok {
		return nil, functions.ParseErr("os_database_connection(): dialect is required")
	}
	host, hasHost := get("host")
	database, ok := get("database")
	if !ok {
		return nil, functions.ParseErr("os_database_connection(): database is required")
	}
	var port string
	if p, ok := get("port"); ok {
		if !hasHost {
			return nil, functions.ParseErr("os_database_connection(): host is required with port")
		}
		port = fmt.Sprint(core.RubyToI(functions.RubyToS(p)))
	}
	userinfo := ""
	if u, ok := get("username"); ok && functions.RubyToS(u) != "" {
		userinfo = urlEncode(functions.RubyToS(u))
		if p, ok := get("password"); ok && functions.RubyToS(p) != "" {
			userinfo += ":" + urlEncode(functions.RubyToS(p))
		}
	}
	extra := values.NewHash(0)
	if e, ok := get("extra"); ok {
		extra = extra.Merge(e.(*values.Hash))
	}
	if cs, ok := get("charset"); ok {
		extra.Put("charset", cs)
	}
	var b strings.Builder
	b.WriteString(functions.RubyToS(dialect) + ":")
	if hasHost {
		b.WriteString("//")
		if userinfo != "" {
			b.WriteString(userinfo + "@")
		}
		// URI::Generic.build sets the host through #hostname=, which
		// brackets one holding a ':' (an IPv6 address) unless it is
		h := functions.RubyToS(host)
		if strings.Contains(h, ":") && !(strings.HasPrefix(h, "[") && strings.HasSuffix(h, "]")) {
			h = "[" + h + "]"
		}
		b.WriteString(h)
		if port != "" {
			b.WriteString(":" + port)
		}
		b.WriteString("/" + functions.RubyToS(database))
	} else {
		if userinfo != "" {
			b.WriteString(userinfo + "@")
		}
		b.WriteString("///" + functions.RubyToS(database))
	}
	if extra.Len() > 0 {
		parts := make([]string, extra.Len())
		for i := 0; i < extra.Len(); i++ {
			k, val := extra.At(i)
			parts[i] = functions.RubyToS(k) + "=" + functions.RubyToS(val)
		}
		b.WriteString("?" + strings.Join(parts, "&"))
	}
	return b.String(), nil
}

// pgTag is Digest::MD5.hexdigest(s)[0..5].gsub(/\d/, ”).
func pgTag(s string) string {
	sum := md5.Sum([]byte(s))
	h := hex.EncodeToString(sum[:])[:6]
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return -1
		}
		return r
	}, h)
}

func pgACLs(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
	acls := args[0].([]values.Value)
	id := args[1].(string)
	offset := args[2].(int64)
	out := values.NewHash(len(acls))
	for _, a := range acls {
		// Ruby's acls.index(acl): the first equal line
		index := 0
		for j, b := range acls {
			if b == a {
				index = j
				break
			}
		}
		parts := strings.Fields(a.(string))
		if len(parts) < 4 {
			return nil, functions.ParseErr("postgresql::postgresql_acls_to_resources_hash(): acl line %d does not have enough parts", index)
		}
		r := values.HashFrom("type", parts[0], "database", parts[1], "user", parts[2], "order", fmt.Sprintf("%03d", offset+int64(index)))
		switch {
		case parts[0] == "local":
			r.Put("auth_method", parts[3])
			if len(parts) > 4 {
				r.Put("auth_option", strings.Join(parts[4:], " "))
			}
		case len(parts) > 4 && parts[4] != "" && parts[4][0] >= '0' && parts[4][0] <= '9':
			r.Put("address", parts[3]+" "+parts[4])
			var method values.Value
			if len(parts) > 5 {
				method = parts[5]
			}
			r.Put("auth_method", method)
			if len(parts) > 6 {
				r.Put("auth_option", strings.Join(parts[6:], " "))
			}
		default:
			r.Put("address", parts[3])
			var method values.Value
			if len(parts) > 4 {
				method = parts[4]
			}
			r.Put("auth_method", method)
			if len(parts) > 5 {
				r.Put("auth_option", strings.Join(parts[5:], " "))
			}
		}
		out.Put(fmt.Sprintf("postgresql class generated rule %s %d", id, index), r)
	}
	return out, nil
}

// rangeToMask is vswitch's range_to_mask: "0-3,8" to the hex bit mask.
func rangeToMask(r string) string {
	mask := new(big.Int)
	for _, part := range strings.Split(r, ",") {
		if strings.Contains(part, "-") {
			ends := strings.Split(part, "-")
			lo := core.RubyToI(ends[0])
			var hi int64
			if len(ends) > 1 {
				hi = core.RubyToI(ends[1])
			}
			for i := lo; i <= hi; i++ {
				mask.SetBit(mask, int(i), 1)
			}
			continue
		}
		if part == "" {
			continue
		}
		mask.SetBit(mask, int(core.RubyToI(part)), 1)
	}
	return mask.Text(16)
}

// uriPath is the path of URI.parse(s) for the sources staging uses: an
// absolute or relative path, or the path of scheme://host/path.
func uriPath(s string) string {
	if i := strings.Index(s, "://"); i > 0 {
		rest := s[i+3:]
		if j := strings.IndexByte(rest, '/'); j >= 0 {
			p := rest[j:]
			if k := strings.IndexAny(p, "?#"); k >= 0 {
				p = p[:k]
			}
			return p
		}
		return ""
	}
	if m := driveRx.FindStringSubmatch(s); m != nil {
		// "C:/tmp/x" parses as scheme "c" with an opaque part
		return m[1]
	}
	if k := strings.IndexAny(s, "?#"); k >= 0 {
		return s[:k]
	}
	return s
}

var driveRx = lazyre.New(`^[A-Za-z]:(/.*)$`)

// expandPath is File.expand_path for an absolute path: "." and ".."
// resolved.
func expandPath(p string) string {
	var out []string
	for _, seg := range strings.Split(p, "/") {
		switch seg {
		case "", ".":
		case "..":
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
		default:
			out = append(out, seg)
		}
	}
	return "/" + strings.Join(out, "/")
}
