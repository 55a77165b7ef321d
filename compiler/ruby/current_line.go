package ruby

// CurrentLine is the line of the file running now (a template's line
// while it renders): what Puppet's TemplateWrapper#script_line finds in
// Ruby's caller.
func (in *Interp) CurrentLine() int { return in.currentLine() }
