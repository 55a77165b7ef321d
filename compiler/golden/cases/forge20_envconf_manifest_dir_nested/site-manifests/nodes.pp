notice('nodes.pp (sorts before nodes/ since . < /)')
