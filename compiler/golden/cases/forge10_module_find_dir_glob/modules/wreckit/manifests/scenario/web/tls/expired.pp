class wreckit::scenario::web::tls::expired { notice('scenario web::tls::expired') }
