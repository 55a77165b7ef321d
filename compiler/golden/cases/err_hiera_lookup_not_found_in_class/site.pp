class app { $v = lookup('app::missing') }
include app
