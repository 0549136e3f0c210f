/** The compute worker's entry (src/compute/pool.ts starts it): open the tasks once, then serve them. */
import { workerData } from 'node:worker_threads'
import { serveTasks } from '../compute/index.js'
import { setupTasks, type TaskSetup } from './tasks.js'

serveTasks(setupTasks(workerData as TaskSetup))
