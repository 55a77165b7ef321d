package ruby

type puppetState struct{}

func (in *Interp) encodingObject(e Encoding) Value                { return nil }
func (in *Interp) rangeToA(r *Range, pos int) ([]Value, error)    { return nil, in.unsupportedErr("x") }
func (in *Interp) autoloadConst(name string) (Value, bool, error) { return nil, false, nil }
func (in *Interp) autoloadConstIn(m *Module, name string) (Value, bool, error) {
	return nil, false, nil
}
func (in *Interp) require(name string, auto bool) error { return in.unsupportedErr("x") }
func (in *Interp) regexMatch(re *Regexp, s string, from int, pos int) (*MatchData, error) {
	return nil, nil
}
func (in *Interp) loadPathArray() Value        { return nil }
func (in *Interp) loadedFeaturesArray() Value  { return nil }
func (in *Interp) stdStream(name string) Value { return nil }
