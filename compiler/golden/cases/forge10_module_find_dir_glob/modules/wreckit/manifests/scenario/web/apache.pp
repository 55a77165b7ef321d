class wreckit::scenario::web::apache { notice('scenario web::apache') }
