# datacat's template_body (a 3.x function: find_template + File.read) returns a template's text.
notice(template_body('m/t.erb'))
