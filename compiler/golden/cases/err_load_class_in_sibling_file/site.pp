# app/manifests/x.pp may only define names starting with app::x: app::y there is an error.
if defined('app::y') { notice('y known before') } else { notice('y unknown before') }
include app::x
include app::y
