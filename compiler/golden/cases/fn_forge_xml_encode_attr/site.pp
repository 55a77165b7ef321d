# Ruby's :attr escapes the single quote too (&apos;) and wraps the result in double quotes.
notice(xe::enc('<a href="x">&\'</a> é'))
notice(xe::enc('<a href="x">&\'</a> é', 'attr'))
