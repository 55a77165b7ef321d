# Ruby 3.1 from a module function (see the function's comment).
notice(np_probe())
