class wreckit::scenario::web::zeta { notice('scenario web::zeta') }
