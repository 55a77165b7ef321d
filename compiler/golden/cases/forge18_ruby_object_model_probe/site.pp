# Ruby's object model as PuppetX helper libraries use it (see the function and its library): one line per call.
probe::objects().each |$k, $v| { notice("${k} = ${v}") }
