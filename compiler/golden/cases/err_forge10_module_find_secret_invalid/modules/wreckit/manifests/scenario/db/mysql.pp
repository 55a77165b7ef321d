class wreckit::scenario::db::mysql { notice('scenario db::mysql') }
