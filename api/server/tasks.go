package server

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"

	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/moduleinfo"
)

// The info endpoints over modules, as Puppet Server 7 serves them:
//
//	GET /puppet/v3/tasks?environment=E                  [{name, private, description, environment}]
//	GET /puppet/v3/tasks/MODULE/TASK?environment=E      {metadata, name, files}
//	GET /puppet/v3/plans?environment=E                  [{name, environment}]
//	GET /puppet/v3/plans/MODULE/PLAN?environment=E      {metadata, name}
//	GET /puppet/v3/environment_transports?environment=E {name, transports}
//
// Their environment checks and 404s are plain text (Puppet Server's
// Clojure layer answers them); a task that exists but is invalid is a 500
// {"kind", "msg", "details"}, as in Puppet Server.

// infoEnv reads the environment parameter (exactly one, valid) and the
// environment's modules; it answers the request itself on failure.
func (s *Server) infoEnv(w http.ResponseWriter, r *http.Request) (string, []moduleinfo.Module, bool) {
	q, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		writeText(w, http.StatusBadRequest, "Invalid query string: "+err.Error())
		return "", nil, false
	}
	if vs := q["environment"]; len(vs) > 1 {
		writeText(w, http.StatusBadRequest, fmt.Sprintf("The environment parameter was given %d times; give it once", len(vs)))
		return "", nil, false
	}
	env, ok := s.envParam(w, r, true)
	if !ok {
		return "", nil, false
	}
	mods, err := s.envs.ModuleDirs(env)
	if err != nil {
		if errors.Is(err, ErrUnknownEnvironment) {
			writeBare(w, http.StatusNotFound, "Could not find environment '"+env+"'")
			return "", nil, false
		}
		zerolog.Ctx(r.Context()).Error().Err(err).Str("environment", env).Msg("could not list the environment's modules")
		writeText(w, http.StatusInternalServerError, "Internal Server Error: "+err.Error())
		return "", nil, false
	}
	return env, mods, true
}

type envRef struct {
	Name   string  `json:"name"`
	CodeID *string `json:"code_id"`
}

// getTasks is GET /puppet/v3/tasks.
func (s *Server) getTasks(w http.ResponseWriter, r *http.Request) {
	env, mods, ok := s.infoEnv(w, r)
	if !ok {
		return
	}
	tasks, skipped, err := moduleinfo.ListTasks(mods)
	if err != nil {
		s.infoFailed(w, r, env, err)
		return
	}
	log := zerolog.Ctx(r.Context())
	for _, e := range skipped {
		log.Warn().Str("environment", env).Err(e).Msg("Failed to validate task; it is left out of the task list")
	}
	type entry struct {
		Name        string   `json:"name"`
		Private     any      `json:"private"`
		Description any      `json:"description"`
		Environment []envRef `json:"environment"`
	}
	out := make([]entry, len(tasks))
	for i, t := range tasks {
		out[i] = entry{t.Name, t.Private, t.Description, []envRef{{Name: env}}}
	}
	s.writeInfo(w, r, out)
}

// getTask is GET /puppet/v3/tasks/{module}/{task}.
func (s *Server) getTask(w http.ResponseWriter, r *http.Request) {
	env, mods, ok := s.infoEnv(w, r)
	if !ok {
		return
	}
	module, name := chi.URLParam(r, "module"), chi.URLParam(r, "name")
	d, err := moduleinfo.FindTask(mods, module, name)
	if err != nil {
		s.infoFailed(w, r, env, err, module, name)
		return
	}
	type details struct {
		Metadata map[string]any             `json:"metadata"`
		Name     string                     `json:"name"`
		Files    []moduleinfo.DescribedFile `json:"files"`
	}
	out := details{Metadata: d.Metadata, Name: d.Name, Files: []moduleinfo.DescribedFile{}}
	for _, f := range d.Files {
		df, err := f.Describe(env, &s.taskSums)
		if err != nil {
			s.infoFailed(w, r, env, err, module, name)
			return
		}
		out.Files = append(out.Files, df)
	}
	s.writeInfo(w, r, out)
}

// getPlans is GET /puppet/v3/plans.
func (s *Server) getPlans(w http.ResponseWriter, r *http.Request) {
	env, mods, ok := s.infoEnv(w, r)
	if !ok {
		return
	}
	plans, err := moduleinfo.ListPlans(mods)
	if err != nil {
		s.infoFailed(w, r, env, err)
		return
	}
	type entry struct {
		Name        string   `json:"name"`
		Environment []envRef `json:"environment"`
	}
	out := make([]entry, len(plans))
	for i, p := range plans {
		out[i] = entry{p, []envRef{{Name: env}}}
	}
	s.writeInfo(w, r, out)
}

// getPlan is GET /puppet/v3/plans/{module}/{plan}.
func (s *Server) getPlan(w http.ResponseWriter, r *http.Request) {
	env, mods, ok := s.infoEnv(w, r)
	if !ok {
		return
	}
	module, name := chi.URLParam(r, "module"), chi.URLParam(r, "name")
	full, err := moduleinfo.FindPlan(mods, module, name)
	if err != nil {
		s.infoFailed(w, r, env, err, module, name)
		return
	}
	s.writeInfo(w, r, struct {
		Metadata struct{} `json:"metadata"`
		Name     string   `json:"name"`
	}{Name: full})
}

// getEnvironmentTransports is GET /puppet/v3/environment_transports, with
// an Etag (If-None-Match gives a 304 while the schemas are unchanged).
func (s *Server) getEnvironmentTransports(w http.ResponseWriter, r *http.Request) {
	env, mods, ok := s.infoEnv(w, r)
	if !ok {
		return
	}
	ts, err := moduleinfo.ListTransports(mods, env)
	if err != nil {
		s.infoFailed(w, r, env, err)
		return
	}
	body, err := moduleinfo.Marshal(struct {
		Name       string `json:"name"`
		Transports []any  `json:"transports"`
	}{env, ts})
	if err != nil {
		s.infoFailed(w, r, env, err)
		return
	}
	sum := sha256.Sum256(body)
	etag := hex.EncodeToString(sum[:])
	w.Header().Set("Etag", etag)
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	writeJSON(w, http.StatusOK, jsonUTF8, body)
}

// writeInfo answers 200 with v as Puppet Server's JSON.
func (s *Server) writeInfo(w http.ResponseWriter, r *http.Request, v any) {
	b, err := moduleinfo.Marshal(v)
	if err != nil {
		s.infoFailed(w, r, "", err)
		return
	}
	writeJSON(w, http.StatusOK, jsonUTF8, b)
}

// infoFailed answers a failure of the info endpoints: Puppet Server's
// plain-text 404s for a missing module, task or plan, its 500 JSON for an
// invalid task, and a plain 500 otherwise.
func (s *Server) infoFailed(w http.ResponseWriter, r *http.Request, env string, err error, names ...string) {
	var te *moduleinfo.TaskError
	switch {
	case errors.Is(err, moduleinfo.ErrModuleNotFound):
		writeBare(w, http.StatusNotFound, "Could not find module '"+names[0]+"'")
		return
	case errors.Is(err, moduleinfo.ErrTaskNotFound):
		writeBare(w, http.StatusNotFound, "Could not find task '"+names[1]+"'")
		return
	case errors.Is(err, moduleinfo.ErrPlanNotFound):
		writeBare(w, http.StatusNotFound, "Could not find plan '"+names[1]+"'")
		return
	case errors.As(err, &te):
		zerolog.Ctx(r.Context()).Warn().Str("environment", env).Str("kind", te.Kind).Msg(te.Msg)
		b, _ := te.MarshalJSON()
		writeJSON(w, http.StatusInternalServerError, jsonUTF8, b)
		return
	}
	zerolog.Ctx(r.Context()).Error().Err(err).Str("environment", env).Msg("could not read the environment's modules")
	writeText(w, http.StatusInternalServerError, "Internal Server Error: "+err.Error())
}

// writeBare answers with a text body and no Content-Type, as Puppet
// Server's Ring not-found responses are.
func writeBare(w http.ResponseWriter, status int, msg string) {
	w.Header()["Content-Type"] = nil
	w.Header().Set("Content-Length", strconv.Itoa(len(msg)))
	w.WriteHeader(status)
	_, _ = w.Write([]byte(msg))
}
