notify { 'logged': message => [probe::send_log('warning', 'chosen level warning'), probe::send_log('notice', 'chosen level notice')] }
