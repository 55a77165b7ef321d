package ruby

// DefNode is a method definition (def name(params) body end).
type DefNode struct{}

// BlockNode is a block ({ |params| body } or do ... end).
type BlockNode struct{}

type frame struct{}

type callCtx struct{}
