package wire

import (
	"fmt"
	"time"

	"github.com/punch-dev/punch/compiler/values"
)

// ReportOptions are what a "store report" payload takes besides the
// agent's report.
type ReportOptions struct {
	// Producer is the server's certname; Time the producer timestamp.
	Producer string
	Time     time.Time
	// IncludeUnchanged keeps resources without events (puppetdb.conf's
	// include_unchanged_resources).
	IncludeUnchanged bool
}

// ReportFromAgent converts an agent's report (Puppet's report JSON, as
// PUT to /puppet/v3/report) into a "store report" v8 payload as Puppet's
// puppetdb report processor builds it.
func ReportFromAgent(body []byte, opts ReportOptions) ([]byte, error) {
	v, err := Decode(body)
	if err != nil {
		return nil, fmt.Errorf("report: %w", err)
	}
	r, ok := v.(*values.Hash)
	if !ok {
		return nil, fmt.Errorf("report: not a JSON object")
	}
	get := func(h *values.Hash, k string) values.Value {
		if h == nil {
			return nil
		}
		x, _ := h.Get(k)
		return x
	}
	str := func(h *values.Hash, k string) string {
		s, _ := get(h, k).(string)
		return s
	}
	if str(r, "environment") == "" {
		return nil, fmt.Errorf("report: Environment is nil, unable to submit report")
	}
	start, err := time.Parse(time.RFC3339Nano, str(r, "time"))
	if err != nil {
		return nil, fmt.Errorf("report: time %q: %w", str(r, "time"), err)
	}
	// Metrics: [{category, name, value}], and the run's duration.
	var metrics []values.Value
	duration := 0.0
	if mh, ok := get(r, "metrics").(*values.Hash); ok {
		for i := 0; i < mh.Len(); i++ {
			_, m := mh.At(i)
			mm, _ := m.(*values.Hash)
			cat := str(mm, "name")
			vals, _ := get(mm, "values").([]values.Value)
			for _, e := range vals {
				t, _ := e.([]values.Value)
				if len(t) < 3 {
					continue
				}
				metrics = append(metrics, values.HashFrom("category", cat, "name", t[0], "value", t[len(t)-1]))
				if cat == "time" && t[0] == "total" {
					switch n := t[len(t)-1].(type) {
					case float64:
						duration = n
					case int64:
						duration = float64(n)
					}
				}
			}
		}
	}
	var logs []values.Value
	if ls, ok := get(r, "logs").([]values.Value); ok {
		for _, l := range ls {
			lh, _ := l.(*values.Hash)
			tags := get(lh, "tags")
			if tags == nil {
				tags = []values.Value{}
			}
			logs = append(logs, values.HashFrom("file", get(lh, "file"), "line", get(lh, "line"), "level", get(lh, "level"),
				"message", get(lh, "message"), "source", get(lh, "source"), "tags", tags, "time", wireTimeOf(str(lh, "time"))))
		}
	}
	var resources []values.Value
	anyNoop, anyEnforced := false, false
	if rs, ok := get(r, "resource_statuses").(*values.Hash); ok {
		for i := 0; i < rs.Len(); i++ {
			_, st := rs.At(i)
			sh, _ := st.(*values.Hash)
			evs, _ := get(sh, "events").([]values.Value)
			events := make([]values.Value, 0, len(evs))
			for _, e := range evs {
				eh, _ := e.(*values.Hash)
				if str(eh, "status") == "noop" {
					anyNoop = true
				} else {
					anyEnforced = true
				}
				events = append(events, values.HashFrom("status", get(eh, "status"), "timestamp", wireTimeOf(str(eh, "time")),
					"name", get(eh, "name"), "property", get(eh, "property"),
					"new_value", rubyToS(get(eh, "desired_value")), "old_value", rubyToS(get(eh, "previous_value")),
					"corrective_change", get(eh, "corrective_change"), "message", get(eh, "message")))
			}
			skipped, _ := get(sh, "skipped").(bool)
			if len(events) == 0 && !skipped && !opts.IncludeUnchanged {
				continue
			}
			cp := get(sh, "containment_path")
			resources = append(resources, values.HashFrom("skipped", skipped, "timestamp", wireTimeOf(str(sh, "time")),
				"resource_type", get(sh, "resource_type"), "resource_title", values.ToString(get(sh, "title")),
				"file", get(sh, "file"), "line", get(sh, "line"), "containment_path", cp,
				"corrective_change", get(sh, "corrective_change"), "events", events))
		}
	}
	noop := get(r, "noop")
	if noop == nil {
		noop = anyNoop && !anyEnforced
	}
	// The report processor's `defined?(catalog_uuid) ? catalog_uuid :
	// transaction_uuid` always takes catalog_uuid (a Report's accessor is
	// always defined): a run that got no catalog reports null (recorded
	// with Puppet Server 7.9.5: cmd/tools/site5's audit01, whose catalog
	// request fails).
	catalogUUID := get(r, "catalog_uuid")
	if opts.Time.IsZero() {
		opts.Time = time.Now()
	}
	end := start.Add(time.Duration(duration * float64(time.Second)))
	nz := func(a []values.Value) []values.Value {
		if a == nil {
			return []values.Value{}
		}
		return a
	}
	out := values.HashFrom(
		"certname", get(r, "host"),
		"job_id", get(r, "job_id"),
		"puppet_version", get(r, "puppet_version"),
		"report_format", get(r, "report_format"),
		"configuration_version", values.ToString(get(r, "configuration_version")),
		"producer_timestamp", WireTime(opts.Time),
		"start_time", WireTime(start),
		"end_time", WireTime(end),
		"environment", get(r, "environment"),
		"transaction_uuid", get(r, "transaction_uuid"),
		"status", get(r, "status"),
		"noop", noop,
		"noop_pending", get(r, "noop_pending"),
		"corrective_change", get(r, "corrective_change"),
		"logs", nz(logs),
		"metrics", nz(metrics),
		"resources", nz(resources),
		"catalog_uuid", catalogUUID,
		"code_id", get(r, "code_id"),
		"cached_catalog_status", get(r, "cached_catalog_status"),
		"producer", opts.Producer,
	)
	return AppendValue(nil, out), nil
}

// wireTimeOf re-formats a report time in PuppetDB's wire format (as
// given when it does not parse).
func wireTimeOf(s string) values.Value {
	if s == "" {
		return nil
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return s
	}
	return WireTime(t)
}

// rubyToS is Ruby's to_s of a report event's value, as the processor sends
// it: strings as they are, nil as "", arrays and hashes inspected.
func rubyToS(v values.Value) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case []values.Value, *values.Hash:
		return values.RubyInspect(x)
	}
	return values.ToString(v)
}
