package server

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/api/store/pdbquery"
	"github.com/punch-dev/punch/compiler/values"
)

// PuppetDB's query API (/pdb/query/v4) answered from the embedded store
// (api/store/pdbquery), for tools that read PuppetDB (puppet query,
// octocatalog-diff's facts): only when the compiles' puppetdb_query is
// answered by the store (storeconfigs on the embedded backend, no
// PuppetDB configured). As PuppetDB: the root endpoint takes a PQL string
// or an AST beginning with "from" (GET ?query=, or POST {"query": ...});
// /pdb/query/v4/ENTITY takes an AST filter and the paging parameters
// order_by, limit and offset. A query PuppetDB refuses is a 400 with its
// text. Authorized by auth.conf's "punch pdb query" rule (DefaultRules).

// pdbQuerier is the store's querier, nil when the server has none.
func (s *Server) pdbQuerier() *pdbquery.Querier {
	q, _ := s.cfg.PuppetDB.(*pdbquery.Querier)
	return q
}

func (s *Server) pdbQuery(w http.ResponseWriter, r *http.Request) {
	q := s.pdbQuerier()
	if q == nil {
		writeError(w, http.StatusNotFound, prefixed(http.StatusNotFound, "No route for "+r.Method+" "+r.URL.EscapedPath()+
			": Punch answers PuppetDB's query API from its embedded store only with storeconfigs on it (storeconfigs_backend = punch) and no PuppetDB configured"))
		return
	}
	params, err := pdbParams(r)
	if err != nil {
		pdbRefuse(w, err.Error())
		return
	}
	var query values.Value
	if entity := chi.URLParam(r, "entity"); entity != "" {
		ast := []values.Value{"from", entity}
		if f, ok := params["query"]; ok && f != nil {
			if f, err = pdbJSON(f); err != nil {
				pdbRefuse(w, "query: "+err.Error())
				return
			}
			if f != nil {
				ast = append(ast, f)
			}
		}
		for _, p := range []string{"order_by", "limit", "offset"} {
			v, ok := params[p]
			if !ok {
				continue
			}
			if v, err = pdbJSON(v); err != nil {
				pdbRefuse(w, p+": "+err.Error())
				return
			}
			if p == "order_by" {
				v = pdbOrderBy(v)
			}
			ast = append(ast, []values.Value{p, v})
		}
		query = ast
	} else {
		v, ok := params["query"]
		if !ok {
			pdbRefuse(w, "missing query")
			return
		}
		// A string that is a JSON array is an AST; any other is PQL.
		if s, isStr := v.(string); isStr && strings.HasPrefix(strings.TrimSpace(s), "[") {
			if ast, err := wire.Decode([]byte(s)); err == nil {
				v = ast
			}
		}
		query = v
	}
	ans, err := q.Query(r.Context(), query)
	if err != nil {
		var pe *pdbquery.Error
		if errors.As(err, &pe) {
			pdbRefuse(w, pe.Msg)
			return
		}
		zerolog.Ctx(r.Context()).Error().Err(err).Msg("PuppetDB query API: reading the embedded store")
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(http.StatusOK)
	w.Write(wire.AppendValue(nil, ans))
}

// pdbParams are the request's parameters: the URL's for a GET, the JSON
// object of a POST's body (the URL's under it).
func pdbParams(r *http.Request) (map[string]values.Value, error) {
	out := map[string]values.Value{}
	for k, v := range r.URL.Query() {
		if len(v) > 0 {
			out[k] = v[0]
		}
	}
	if r.Method != http.MethodPost {
		return out, nil
	}
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return nil, err
	}
	v, err := wire.Decode(body)
	if err != nil {
		return nil, errors.New("the request body is not a JSON object: " + err.Error())
	}
	h, ok := v.(*values.Hash)
	if !ok {
		return nil, errors.New("the request body is not a JSON object")
	}
	for i := 0; i < h.Len(); i++ {
		k, e := h.At(i)
		out[values.ToString(k)] = e
	}
	return out, nil
}

// pdbJSON reads a parameter given as JSON text (a GET's) or as JSON
// already (a POST's).
func pdbJSON(v values.Value) (values.Value, error) {
	s, ok := v.(string)
	if !ok {
		return v, nil
	}
	var probe json.RawMessage
	if err := json.Unmarshal([]byte(s), &probe); err != nil {
		return nil, err
	}
	return wire.Decode([]byte(s))
}

// pdbOrderBy turns the paging parameter's [{"field": F, "order": "desc"}]
// into the AST's [[F, "desc"]].
func pdbOrderBy(v values.Value) values.Value {
	a, ok := v.([]values.Value)
	if !ok {
		return v
	}
	out := make([]values.Value, len(a))
	for i, e := range a {
		out[i] = e
		if h, ok := e.(*values.Hash); ok {
			f, _ := h.Get("field")
			o, ok := h.Get("order")
			if !ok {
				o = "asc"
			}
			out[i] = []values.Value{f, strings.ToLower(values.ToString(o))}
		}
	}
	return out
}

func pdbRefuse(w http.ResponseWriter, msg string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(http.StatusBadRequest)
	io.WriteString(w, msg)
}
