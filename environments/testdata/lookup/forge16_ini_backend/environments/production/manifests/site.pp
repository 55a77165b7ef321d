include app
notify { 'tls': message => lookup('app::tls::enabled') }
notify { 'db': message => lookup('db::host') }
notify { 'mode': message => lookup('app::app:mode', undef, undef, 'none') }
notify { 'tz': message => lookup('app::env::tz') }
notify { 'list': message => lookup('app::list') }
notify { 'meta': message => lookup('cfgdata::meta') }
notify { 'features': message => lookup('app::features') }
notify { 'interp': message => lookup('app::interp') }
notify { 'missing': message => lookup('app::nope', undef, undef, 'fallback') }
