package ruby

// lambdaErr is the exception Ruby code sees when a Puppet lambda it
// called (yield, block.call) fails: Puppet evaluates the lambda's body
// with its evaluator, whose evaluate rescues what an expression raised
// (fail()'s Puppet::ParseError, a Ruby function's ArgumentError, a
// Puppet::Error) and raises it again through the runtime's diagnostic
// producer, whose exception class is Puppet::PreformattedError
// (runtime3_support.rb); a PreformattedError (a LookupError) passes as it
// is. Ruby control flow and Punch's own failures pass through
// (wrapHostErr). Golden forge16_ruby_block_param_control_flow.
func (in *Interp) lambdaErr(err error) error {
	w := in.wrapHostErr(err)
	ee, ok := w.(*ExceptionError)
	if !ok || ee.Exc == nil {
		return w
	}
	d, _ := ee.Exc.Data.(*excData)
	pf := in.classByName("Puppet::PreformattedError")
	if d == nil || d.hostErr == nil || pf == nil || in.isA(ee.Exc, pf) {
		return w
	}
	ee.Exc.class = pf
	return w
}
