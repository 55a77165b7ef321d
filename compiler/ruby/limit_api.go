package ruby

// LimitError is the error of a library bound by Punch's limits (a
// Punch::LimitError, which Ruby code cannot rescue), at the current line:
// for Go methods whose result would pass a bound Ruby has not.
func (in *Interp) LimitError(msg string) error {
	return &fatalErr{class: "Punch::LimitError", msg: msg, file: in.file, pos: in.pos}
}
